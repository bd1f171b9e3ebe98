export { ResponderFix } from './ResponderFix.tsx';
export { ResponderLegend, responderLayers } from './ResponderLayer.tsx';
export { type Responders, useResponders } from './useResponders.ts';
