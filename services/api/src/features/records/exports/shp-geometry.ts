/** GeoJSON geometries as ESRI shapefile shapes (ESRI Shapefile Technical Description, 1998). */

type Position = number[];
export interface Geometry {
  type: string;
  coordinates?: unknown;
  geometries?: Geometry[];
}

/** The file set a shape goes to: a shapefile holds one shape type. */
export type ShapeKind = 'puntos' | 'multipuntos' | 'lineas' | 'poligonos';
export const SHAPE_TYPES: Record<ShapeKind, number> = { puntos: 1, multipuntos: 8, lineas: 3, poligonos: 5 };

export interface Shape {
  kind: ShapeKind;
  parts: Position[][];
}

/** Sum over the edges of (x2 − x1)(y2 + y1): positive for a clockwise ring. */
function clockwise(ring: Position[]): boolean {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) sum += (ring[i]![0]! - ring[i - 1]![0]!) * (ring[i]![1]! + ring[i - 1]![1]!);
  return sum > 0;
}

/** Shapefiles want outer rings clockwise and holes counter-clockwise, the reverse of GeoJSON's rule. */
const oriented = (rings: Position[][]) =>
  rings.map((ring, i) => (clockwise(ring) === (i === 0) ? ring : [...ring].reverse()));

function partsOf(geometry: Geometry): Shape | null {
  const c = geometry.coordinates as never;
  switch (geometry.type) {
    case 'Point':
      return { kind: 'puntos', parts: [[c]] };
    case 'MultiPoint':
      return { kind: 'multipuntos', parts: [c] };
    case 'LineString':
      return { kind: 'lineas', parts: [c] };
    case 'MultiLineString':
      return { kind: 'lineas', parts: c };
    case 'Polygon':
      return { kind: 'poligonos', parts: oriented(c) };
    case 'MultiPolygon':
      return { kind: 'poligonos', parts: (c as Position[][][]).flatMap(oriented) };
    default:
      return null;
  }
}

/** A geometry's shapes: multi-geometries become one multi-part shape, a collection its members; empty ones none. */
export function shapesOf(geometry: Geometry | null | undefined): Shape[] {
  if (!geometry) return [];
  if (geometry.type === 'GeometryCollection') return (geometry.geometries ?? []).flatMap(shapesOf);
  const shape = partsOf(geometry);
  if (!shape) return [];
  shape.parts = shape.parts.filter((part) => part.length > 0 && part.every((p) => p.length >= 2));
  return shape.parts.length > 0 ? [shape] : [];
}

export type Box = [number, number, number, number];
export const EMPTY_BOX: Box = [Infinity, Infinity, -Infinity, -Infinity];

export function extend(box: Box, points: Position[]): Box {
  let [xmin, ymin, xmax, ymax] = box;
  for (const [x, y] of points as [number, number][]) {
    xmin = Math.min(xmin, x);
    ymin = Math.min(ymin, y);
    xmax = Math.max(xmax, x);
    ymax = Math.max(ymax, y);
  }
  return [xmin, ymin, xmax, ymax];
}

function writePoints(b: Buffer, offset: number, points: Position[]) {
  points.forEach(([x, y], i) => {
    b.writeDoubleLE(x!, offset + 16 * i);
    b.writeDoubleLE(y!, offset + 16 * i + 8);
  });
}

/** A shape record's content (little-endian): type, then the point, or box, counts, part starts and points. */
export function shapeContent(shape: Shape): Buffer {
  const type = SHAPE_TYPES[shape.kind];
  const points = shape.parts.flat();
  if (type === 1) {
    const b = Buffer.alloc(20);
    b.writeInt32LE(type, 0);
    writePoints(b, 4, points);
    return b;
  }
  const parts = type === 8 ? 0 : shape.parts.length;
  const start = type === 8 ? 40 : 44 + 4 * parts;
  const b = Buffer.alloc(start + 16 * points.length);
  b.writeInt32LE(type, 0);
  for (const [i, v] of extend(EMPTY_BOX, points).entries()) b.writeDoubleLE(v, 4 + 8 * i);
  if (type === 8) b.writeInt32LE(points.length, 36);
  else {
    b.writeInt32LE(parts, 36);
    b.writeInt32LE(points.length, 40);
    let first = 0;
    shape.parts.forEach((part, i) => {
      b.writeInt32LE(first, 44 + 4 * i);
      first += part.length;
    });
  }
  writePoints(b, start, points);
  return b;
}

/** The 100-byte header of a .shp or .shx: file code and length (big-endian, in 16-bit words), version, type, box. */
export function shapeHeader(type: number, bytes: number, box: Box): Buffer {
  const b = Buffer.alloc(100);
  b.writeInt32BE(9994, 0);
  b.writeInt32BE(bytes / 2, 24);
  b.writeInt32LE(1000, 28);
  b.writeInt32LE(type, 32);
  const known = box[0] <= box[2];
  for (const [i, v] of box.entries()) b.writeDoubleLE(known ? v : 0, 36 + 8 * i);
  return b;
}
