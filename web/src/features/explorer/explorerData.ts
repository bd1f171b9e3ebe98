import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { typeColor } from '../../map/colors.ts';

/** A record as the explorer keeps it: the list fields, its features parsed once, and a pin position. */
export interface ExplorerRecord {
  id: number;
  nombre: string;
  descripcion: string;
  id_proyecto: number;
  proyecto_nombre: string;
  id_cat_principal: number;
  cat_principal_nombre: string;
  id_cat_secundaria: number;
  cat_secundaria_nombre: string;
  id_tipo: number;
  tipo_nombre: string;
  fecha_levantamiento: string;
  media_folder: string | null;
  file_type: string | null;
  features: Feature[];
  pin: Position;
}

export interface RawExplorerRecord extends Omit<ExplorerRecord, 'features' | 'pin'> {
  geojson: string | FeatureCollection;
}

function firstPosition(geometry: Geometry | null | undefined): Position | null {
  if (!geometry || geometry.type === 'GeometryCollection') return null;
  let c: unknown = geometry.coordinates;
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && typeof c[0] === 'number' ? (c as Position) : null;
}

/** Where a record's pin goes: its point (a zone's marker), else the middle of its first shape's extent. */
export function pinOf(features: Feature[]): Position | null {
  const point = features.find((f) => f.geometry?.type === 'Point');
  if (point) return (point.geometry as GeoJSON.Point).coordinates;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as number[];
      minX = Math.min(minX, x!);
      maxX = Math.max(maxX, x!);
      minY = Math.min(minY, y!);
      maxY = Math.max(maxY, y!);
    } else if (Array.isArray(c)) for (const part of c) visit(part);
  };
  const first = features[0]?.geometry;
  if (!first || first.type === 'GeometryCollection') return firstPosition(first);
  visit(first.coordinates);
  return Number.isFinite(minX) ? [(minX + maxX) / 2, (minY + maxY) / 2] : null;
}

/** Parses the explorer's answer (geojson as text) into records with pins; records without geometry are left out. */
export function parseRecords(raw: readonly RawExplorerRecord[]): ExplorerRecord[] {
  const records: ExplorerRecord[] = [];
  for (const r of raw) {
    let collection: FeatureCollection | null = null;
    try {
      collection = typeof r.geojson === 'string' ? (JSON.parse(r.geojson) as FeatureCollection) : r.geojson;
    } catch {
      collection = null;
    }
    const features = collection?.features ?? [];
    const pin = pinOf(features);
    if (!pin) continue;
    const { geojson: _text, ...fields } = r;
    records.push({ ...fields, features, pin });
  }
  return records;
}

export interface Selection {
  projects: ReadonlySet<number>;
  categories: ReadonlySet<number>;
  subcategories: ReadonlySet<number>;
  types: ReadonlySet<number>;
}

/**
 * The explorer's filter, as the API reads its lists: a section with checked items keeps the records among
 * them; a section with none checked does not filter; with nothing checked anywhere nothing is shown.
 */
export function filterRecords(records: readonly ExplorerRecord[], s: Selection): ExplorerRecord[] {
  const sections: [ReadonlySet<number>, (r: ExplorerRecord) => number][] = [
    [s.projects, (r) => r.id_proyecto],
    [s.categories, (r) => r.id_cat_principal],
    [s.subcategories, (r) => r.id_cat_secundaria],
    [s.types, (r) => r.id_tipo],
  ];
  const active = sections.filter(([set]) => set.size > 0);
  if (active.length === 0) return [];
  return records.filter((r) => active.every(([set, key]) => set.has(key(r))));
}

/** Pins as typed arrays for deck.gl's binary attributes: positions (float64) and colours (uint8 RGBA). */
export function pinAttributes(records: readonly ExplorerRecord[]) {
  const positions = new Float64Array(records.length * 2);
  const colors = new Uint8Array(records.length * 4);
  records.forEach((r, i) => {
    positions[i * 2] = r.pin[0] ?? 0;
    positions[i * 2 + 1] = r.pin[1] ?? 0;
    colors.set(typeColor(r.id_tipo), i * 4);
  });
  return { length: records.length, positions, colors };
}

export interface PathBuffers {
  length: number;
  startIndices: Uint32Array;
  positions: Float64Array;
  colors: Uint8Array;
}

type Ring = { ring: Position[]; typeId: number };

function buildBuffers(rings: readonly Ring[], alpha: number): PathBuffers {
  const vertexCount = rings.reduce((n, r) => n + r.ring.length, 0);
  const positions = new Float64Array(vertexCount * 2);
  const colors = new Uint8Array(vertexCount * 4);
  const startIndices = new Uint32Array(rings.length + 1);
  let v = 0;
  rings.forEach(({ ring, typeId }, i) => {
    startIndices[i] = v;
    const color = typeColor(typeId, alpha);
    for (const p of ring) {
      positions[v * 2] = p[0] ?? 0;
      positions[v * 2 + 1] = p[1] ?? 0;
      colors.set(color, v * 4);
      v++;
    }
  });
  startIndices[rings.length] = v;
  return { length: rings.length, startIndices, positions, colors };
}

/** A record's lines as drawn: its line strings, and its polygons' outer rings (which are also filled). */
export function recordRings(record: ExplorerRecord): { ring: Position[]; filled: boolean }[] {
  const rings: { ring: Position[]; filled: boolean }[] = [];
  for (const { geometry: g } of record.features) {
    if (g?.type === 'LineString') rings.push({ ring: g.coordinates, filled: false });
    else if (g?.type === 'MultiLineString') for (const ring of g.coordinates) rings.push({ ring, filled: false });
    else if (g?.type === 'Polygon' || g?.type === 'MultiPolygon') {
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      for (const [outer] of polygons) if (outer) rings.push({ ring: outer, filled: true });
    }
  }
  return rings;
}

/** Lines and polygon outlines as one binary path set, and polygon fills (outer rings) as another. */
export function shapeAttributes(records: readonly ExplorerRecord[]) {
  const paths: Ring[] = [];
  const fills: Ring[] = [];
  for (const r of records) {
    for (const { ring, filled } of recordRings(r)) {
      paths.push({ ring, typeId: r.id_tipo });
      if (filled) fills.push({ ring, typeId: r.id_tipo });
    }
  }
  return { paths: buildBuffers(paths, 255), fills: buildBuffers(fills, 70) };
}
