export { ResponderFix } from './ResponderFix.tsx';
export { ResponderLegend, responderLayers } from './ResponderLayer.tsx';
export { useResponders } from './useResponders.ts';
