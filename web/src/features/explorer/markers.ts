/**
 * Spec §9: pins 30x30, the 64 px pin icon drawn at 30 px. Only the part of the icon the pin covers is drawn
 * (its tip at y = 60): software WebGL is bound by the pixels filled, transparent ones included.
 */
export const PIN_ICON = { x: 10, y: 2, width: 44, height: 60, anchorY: 58 } as const;
/** The height the cropped icon is drawn at, in pixels. */
export const PIN_SIZE = (PIN_ICON.height * 30) / 64;
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
