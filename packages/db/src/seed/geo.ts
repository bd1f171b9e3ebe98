import type { Rng } from './random.ts';

/** [lon, lat], GeoJSON order. */
export type Position = [number, number];

export interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The send-modal and event-map box (spec §9 of both parts). */
export const CDMX_BOX: Box = { minLat: 19.395, maxLat: 19.432, minLon: -99.229, maxLon: -99.174 };
/** Around the panel map centre (20.59, -89.02). */
export const YUCATAN_BOX: Box = { minLat: 20.45, maxLat: 20.73, minLon: -89.18, maxLon: -88.86 };

const round = (v: number): number => Math.round(v * 1e6) / 1e6;
const KM_PER_DEGREE = 111.32;

/** A point inside `box`, keeping `margin` (degrees) from its edges. */
export function pointIn(rng: Rng, box: Box, margin = 0): Position {
  return [
    round(rng.float(box.minLon + margin, box.maxLon - margin)),
    round(rng.float(box.minLat + margin, box.maxLat - margin)),
  ];
}

/** Moves a position by km east and north. */
export function offset([lon, lat]: Position, eastKm: number, northKm: number): Position {
  const dLat = northKm / KM_PER_DEGREE;
  const dLon = eastKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [round(lon + dLon), round(lat + dLat)];
}

/** A path of `vertices` points wandering from `start`, steps of up to `stepKm`. */
export function path(rng: Rng, start: Position, vertices: number, stepKm: number): Position[] {
  const points = [start];
  let heading = rng.float(0, 2 * Math.PI);
  for (let i = 1; i < vertices; i++) {
    heading += rng.float(-0.6, 0.6);
    const step = rng.float(stepKm / 2, stepKm);
    points.push(offset(points[i - 1]!, step * Math.cos(heading), step * Math.sin(heading)));
  }
  return points;
}

/** A closed ring around `centre`: `sides` vertices at radii within [0.6, 1] × radiusKm (star-shaped, so valid). */
export function ring(rng: Rng, centre: Position, radiusKm: number, sides: number, jitter = true): Position[] {
  const points: Position[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = (2 * Math.PI * i) / sides;
    const r = jitter ? radiusKm * rng.float(0.6, 1) : radiusKm;
    points.push(offset(centre, r * Math.cos(angle), r * Math.sin(angle)));
  }
  points.push(points[0]!);
  return points;
}

/** A circle as drawn for an influence zone (64 segments). */
export const circle = (rng: Rng, centre: Position, radiusKm: number): Position[] =>
  ring(rng, centre, radiusKm, 64, false);

/** An axis-aligned rectangle with `centre` inside. */
export function rectangle(centre: Position, widthKm: number, heightKm: number): Position[] {
  const sw = offset(centre, -widthKm / 2, -heightKm / 2);
  const ne = offset(centre, widthKm / 2, heightKm / 2);
  return [sw, [ne[0], sw[1]], ne, [sw[0], ne[1]], sw];
}

export const pointWkt = ([lon, lat]: Position): string => `SRID=4326;POINT(${lon} ${lat})`;
export const lineWkt = (points: Position[]): string =>
  `SRID=4326;LINESTRING(${points.map(([x, y]) => `${x} ${y}`).join(', ')})`;
export const polygonWkt = (points: Position[]): string =>
  `SRID=4326;POLYGON((${points.map(([x, y]) => `${x} ${y}`).join(', ')}))`;
