import { FIELD, FIELD_COUNT, GEOMETRY, type MapColumns } from '@ppd/domain/map-payload';
import type { PackedRecordIndex } from './recordIndex.ts';

/*
 * The map's records and their geometry, without the rest of the app: the map payload's worker prepares them too
 * (mapPayloadWorker.ts), so this imports only the payload's format.
 */

/**
 * The map's records: the map payload's columns and each record's pin at pins[2i], pins[2i + 1] (NaN for a record
 * without a geometry). A record is referred to by its index; lists of records are arrays of indices.
 */
export interface MapData extends MapColumns {
  pins: Float64Array;
  /** The spatial index of every record with a pin (what the filter shows first), built by the payload's worker. */
  pinnedIndex?: PackedRecordIndex;
}

/** A record's field (FIELD.id_tipo, …). */
export const fieldOf = (data: MapColumns, record: number, field: number) => data.fields[record * FIELD_COUNT + field]!;
export const typeOf = (data: MapColumns, record: number) => fieldOf(data, record, FIELD.id_tipo);

/** Whether the record has a pin (one geometry at least): records without one are never shown. */
export const hasPin = (data: MapData, record: number) => !Number.isNaN(data.pins[2 * record]!);

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
