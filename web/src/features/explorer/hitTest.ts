import type { Position } from 'geojson';
import { type MapData, recordRings } from './mapData.ts';
import { clusterRadius, LINE_WIDTH, PIN_ICON, PIN_SIZE } from './markers.ts';

/** A screen position in pixels. */
export type Pixel = readonly [number, number];
export type Project = (p: Position) => Pixel;

/** How far from a drawn mark a click still counts, as deck's pickingRadius. */
export const CLICK_TOLERANCE = 6;

/** Whether a click lands on a pin drawn at `tip` (the icon stands on its tip). */
export function onPin([x, y]: Pixel, [tx, ty]: Pixel, tolerance = CLICK_TOLERANCE): boolean {
  const scale = PIN_SIZE / PIN_ICON.height;
  const top = ty - PIN_ICON.anchorY * scale - tolerance;
  const bottom = ty + (PIN_ICON.height - PIN_ICON.anchorY) * scale + tolerance;
  return Math.abs(x - tx) <= (PIN_ICON.width * scale) / 2 + tolerance && y >= top && y <= bottom;
}

export function distanceToSegment([x, y]: Pixel, [ax, ay]: Pixel, [bx, by]: Pixel): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

export function insideRing([x, y]: Pixel, ring: readonly Pixel[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onOutline(at: Pixel, ring: readonly Pixel[]): boolean {
  for (let i = 1; i < ring.length; i++) {
    if (distanceToSegment(at, ring[i - 1]!, ring[i]!) <= LINE_WIDTH / 2 + CLICK_TOLERANCE) return true;
  }
  return false;
}

/**
 * The record under a click, as deck.gl would pick it from the drawn layers: pins over lines and outlines
 * over polygon fills, and within a layer the one drawn last. Picking on the CPU from the few records drawn
 * spares a picking render of every layer on each pointer event. Records are indices into `data`.
 */
export function recordAt(at: Pixel, data: MapData, records: readonly number[], project: Project, pins: boolean) {
  const { coordinates: xy } = data;
  const reversed = [...records].reverse();
  if (pins) {
    const hit = reversed.find((r) => onPin(at, project([data.pins[2 * r]!, data.pins[2 * r + 1]!])));
    if (hit !== undefined) return hit;
  }
  const screen = (r: number) =>
    recordRings(data, r).map(({ first, end, filled }) => ({
      ring: Array.from({ length: end - first }, (_, k) => project([xy[2 * (first + k)]!, xy[2 * (first + k) + 1]!])),
      filled,
    }));
  const shapes = reversed.map((r) => ({ record: r, rings: screen(r) }));
  return (
    shapes.find(({ rings }) => rings.some(({ ring }) => onOutline(at, ring)))?.record ??
    shapes.find(({ rings }) => rings.some(({ ring, filled }) => filled && insideRing(at, ring)))?.record ??
    null
  );
}

/** The first of the drawn circles (clusters) or lone pins under a click. */
export function markerAt<T>(at: Pixel, markers: readonly T[], where: (m: T) => Pixel, count: (m: T) => number) {
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i]!;
    const [x, y] = where(m);
    const n = count(m);
    if (n > 1 ? Math.hypot(at[0] - x, at[1] - y) <= clusterRadius(n) + CLICK_TOLERANCE : onPin(at, [x, y])) return m;
  }
  return null;
}
