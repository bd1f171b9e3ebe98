/** Spec §9: pins 30x30; the icon is 64 px square with its tip at y = 60. */
export const PIN_SIZE = 30;
export const PIN_ICON = { width: 64, height: 64, anchorY: 60 } as const;
/** Lines and outlines are this many pixels wide. */
export const LINE_WIDTH = 2;

/** A cluster's circle grows with the log of its count. */
export function clusterRadius(count: number): number {
  return 14 + Math.min(16, Math.log2(count) * 2.5);
}
