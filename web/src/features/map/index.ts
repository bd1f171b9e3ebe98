export { useMarkerZone } from './MarkerDialogs.tsx';
