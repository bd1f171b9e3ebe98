import { decodeMapColumns, FIELD, FIELD_COUNT, GEOMETRY, type MapColumns } from '@ppd/domain';
import type { Feature, FeatureCollection } from 'geojson';
import { typeColor } from '../../map/colors.ts';

/**
 * The map's records: the map payload's columns and each record's pin at pins[2i], pins[2i + 1] (NaN for a record
 * without a geometry). A record is referred to by its index; lists of records are arrays of indices.
 */
export interface MapData extends MapColumns {
  pins: Float64Array;
}

/** A record's details (POST /api/ppd/levantamiento/details), for its popup and the exports: fields and features. */
export interface RecordDetails {
  id: number;
  nombre: string;
  descripcion: string;
  proyecto_nombre: string;
  cat_principal_nombre: string;
  cat_secundaria_nombre: string;
  tipo_nombre: string;
  fecha_levantamiento: string;
  media_folder: string | null;
  file_type: string | null;
  features: Feature[];
}

export interface RawRecordDetails extends Omit<RecordDetails, 'features'> {
  geojson: string | FeatureCollection;
}

/** Parses the details' geojson (text) into features; unreadable geojson gives none. */
export function parseDetails(raw: readonly RawRecordDetails[]): RecordDetails[] {
  return raw.map(({ geojson, ...fields }) => {
    let features: Feature[] = [];
    try {
      features = (typeof geojson === 'string' ? (JSON.parse(geojson) as FeatureCollection) : geojson).features ?? [];
    } catch {
      features = [];
    }
    return { ...fields, features };
  });
}

/** A record's field (FIELD.id_tipo, …). */
export const fieldOf = (data: MapColumns, record: number, field: number) => data.fields[record * FIELD_COUNT + field]!;
export const typeOf = (data: MapColumns, record: number) => fieldOf(data, record, FIELD.id_tipo);

/** The vertices of geometry g, as [first, end). */
export function geometryVertices(data: MapColumns, g: number): [number, number] {
  return [data.vertexStart[data.partStart[g]!]!, data.vertexStart[data.partStart[g + 1]!]!];
}

const isPoint = (type: number) => type === GEOMETRY.Point || type === GEOMETRY.MultiPoint;

/** Where each record's pin goes: its first point (a zone's marker), else the middle of its first geometry's extent. */
export function withPins(columns: MapColumns): MapData {
  const { coordinates: xy, geometryStart, geometryType } = columns;
  const pins = new Float64Array(columns.count * 2).fill(Number.NaN);
  for (let i = 0; i < columns.count; i++) {
    let pinned = geometryStart[i]!;
    for (let g = geometryStart[i]!; g < geometryStart[i + 1]!; g++) {
      if (geometryType[g] === GEOMETRY.Point) {
        pinned = g;
        break;
      }
    }
    if (pinned === geometryStart[i + 1]) continue;
    const [first, end] = geometryVertices(columns, pinned);
    if (first === end) continue;
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let v = first; v < end; v++) {
      minX = Math.min(minX, xy[2 * v]!);
      maxX = Math.max(maxX, xy[2 * v]!);
      minY = Math.min(minY, xy[2 * v + 1]!);
      maxY = Math.max(maxY, xy[2 * v + 1]!);
    }
    pins[2 * i] = (minX + maxX) / 2;
    pins[2 * i + 1] = (minY + maxY) / 2;
  }
  return { ...columns, pins };
}

/** What the map holds before its records come (or when they could not be fetched). */
export const NO_RECORDS: MapData = withPins(decodeMapColumns(new Uint8Array(0)));

export interface Selection {
  projects: ReadonlySet<number>;
  categories: ReadonlySet<number>;
  subcategories: ReadonlySet<number>;
  types: ReadonlySet<number>;
}

/**
 * The explorer's filter, as the API reads its lists: a section with checked items keeps the records among
 * them; a section with none checked does not filter; with nothing checked anywhere nothing is shown. Records
 * without a pin are never shown.
 */
export function filterRecords(data: MapData, s: Selection): number[] {
  const sections: [ReadonlySet<number>, number][] = [
    [s.projects, FIELD.id_proyecto],
    [s.categories, FIELD.id_cat_principal],
    [s.subcategories, FIELD.id_cat_secundaria],
    [s.types, FIELD.id_tipo],
  ];
  const active = sections.filter(([set]) => set.size > 0);
  const shown: number[] = [];
  if (active.length === 0) return shown;
  for (let i = 0; i < data.count; i++) {
    if (!Number.isNaN(data.pins[2 * i]!) && active.every(([set, field]) => set.has(fieldOf(data, i, field)))) {
      shown.push(i);
    }
  }
  return shown;
}

/** Pins as typed arrays for deck.gl's binary attributes: positions (float64) and colours (uint8 RGBA). */
export function pinAttributes(data: MapData, records: readonly number[]) {
  const positions = new Float64Array(records.length * 2);
  const colors = new Uint8Array(records.length * 4);
  records.forEach((r, i) => {
    positions[i * 2] = data.pins[2 * r]!;
    positions[i * 2 + 1] = data.pins[2 * r + 1]!;
    colors.set(typeColor(typeOf(data, r)), i * 4);
  });
  return { length: records.length, positions, colors };
}

export interface PathBuffers {
  length: number;
  startIndices: Uint32Array;
  positions: Float64Array;
  colors: Uint8Array;
}

/** A line or a ring of a record: its vertices [first, end) and whether it is filled (a polygon's outer ring). */
export interface Ring {
  first: number;
  end: number;
  filled: boolean;
}

/** A record's lines as drawn: its line strings, and its polygons' outer rings (which are also filled). */
export function recordRings(data: MapColumns, record: number): Ring[] {
  const rings: Ring[] = [];
  forEachRing(data, record, (first, end, filled) => rings.push({ first, end, filled }));
  return rings;
}

/** Each of recordRings's rings in turn, without building them (for the loops over every record). */
export function forEachRing(
  data: MapColumns,
  record: number,
  visit: (first: number, end: number, filled: boolean) => void,
): void {
  for (let g = data.geometryStart[record]!; g < data.geometryStart[record + 1]!; g++) {
    const type = data.geometryType[g]!;
    if (isPoint(type)) continue;
    const polygon = type === GEOMETRY.Polygon || type === GEOMETRY.MultiPolygon;
    for (let p = data.partStart[g]!; p < data.partStart[g + 1]!; p++) {
      if (polygon && !data.outerRing[p]) continue;
      visit(data.vertexStart[p]!, data.vertexStart[p + 1]!, polygon);
    }
  }
}

type ColoredRing = Ring & { typeId: number };

function buildBuffers(xy: Float64Array, rings: readonly ColoredRing[], alpha: number): PathBuffers {
  const vertexCount = rings.reduce((n, r) => n + r.end - r.first, 0);
  const positions = new Float64Array(vertexCount * 2);
  const colors = new Uint8Array(vertexCount * 4);
  const startIndices = new Uint32Array(rings.length + 1);
  let v = 0;
  rings.forEach(({ first, end, typeId }, i) => {
    startIndices[i] = v;
    positions.set(xy.subarray(first * 2, end * 2), v * 2);
    const color = typeColor(typeId, alpha);
    for (; v < startIndices[i]! + end - first; v++) colors.set(color, v * 4);
  });
  startIndices[rings.length] = v;
  return { length: rings.length, startIndices, positions, colors };
}

/** Lines and polygon outlines as one binary path set, and polygon fills (outer rings) as another. */
export function shapeAttributes(data: MapData, records: readonly number[]) {
  const paths: ColoredRing[] = [];
  const fills: ColoredRing[] = [];
  for (const r of records) {
    for (const ring of recordRings(data, r)) {
      const colored = { ...ring, typeId: typeOf(data, r) };
      paths.push(colored);
      if (ring.filled) fills.push(colored);
    }
  }
  return { paths: buildBuffers(data.coordinates, paths, 255), fills: buildBuffers(data.coordinates, fills, 70) };
}
