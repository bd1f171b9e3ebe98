/** Spec §9: pins 30x30; the icon is 64 px square with its tip at y = 60. */
export const PIN_SIZE = 30;
export const PIN_ICON = { width: 64, height: 64, anchorY: 60 } as const;
/** Lines and outlines are this many pixels wide. */
export const LINE_WIDTH = 2;

/**
 * A cluster's circle grows with the log of its count up to 40 px across, the size of Leaflet.markercluster's
 * icons, and beyond for counts of five digits or more so that the count fits. Software WebGL is bound by the
 * pixels filled: circles up to 60 px across took twice the frame time.
 */
export function clusterRadius(count: number): number {
  return Math.max(12 + Math.min(8, Math.log2(count) * 1.25), String(count).length * 4 + 4);
}
