import { decodeMapColumns, type ExplorerRecord, FIELD } from '@ppd/domain';
import type { Feature, FeatureCollection } from 'geojson';
import { typeColor } from '../../map/colors.ts';
import { fieldOf, hasPin, type MapData, type Ring, recordRings, typeOf, withPins } from './mapData.ts';

/** A record's details (explorerRoutes.details), for its popup and the exports: the fields it shows, and features. */
export type RecordDetails = Pick<
  ExplorerRecord,
  | 'id'
  | 'nombre'
  | 'descripcion'
  | 'proyecto_nombre'
  | 'id_cat_principal'
  | 'cat_principal_nombre'
  | 'id_cat_secundaria'
  | 'cat_secundaria_nombre'
  | 'tipo_nombre'
  | 'fecha_levantamiento'
  | 'media_folder'
  | 'file_type'
> & { features: Feature[] };

/** The details as they arrive: the features as GeoJSON text. */
export type RawRecordDetails = Omit<RecordDetails, 'features'> & Pick<ExplorerRecord, 'geojson'>;

/** Parses the details' geojson (text) into features; unreadable geojson gives none. */
export function parseDetails(raw: readonly RawRecordDetails[]): RecordDetails[] {
  return raw.map(({ geojson, ...fields }) => {
    let features: Feature[] = [];
    try {
      features = (JSON.parse(geojson) as FeatureCollection).features ?? [];
    } catch {
      features = [];
    }
    return { ...fields, features };
  });
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
 * The explorer's filter: a section with checked items keeps the records among them; a section with none checked
 * does not filter, in every section (its Limpiar filtro means "all of them" in each, so nothing checked anywhere
 * shows every record). Records without a pin are never shown.
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
  for (let i = 0; i < data.count; i++) {
    if (hasPin(data, i) && active.every(([set, field]) => set.has(fieldOf(data, i, field)))) {
      shown.push(i);
    }
  }
  return shown;
}

/**
 * Pins as typed arrays for deck.gl's binary attributes: positions (float64), colours (uint8 RGBA) and, given
 * `iconOf`, each pin's icon (its cell in the pins' icon atlas).
 */
export function pinAttributes(
  data: MapData,
  records: readonly number[],
  iconOf?: (data: MapData, record: number) => number,
) {
  const positions = new Float64Array(records.length * 2);
  const colors = new Uint8Array(records.length * 4);
  const icons = new Float32Array(iconOf ? records.length : 0);
  records.forEach((r, i) => {
    positions[i * 2] = data.pins[2 * r]!;
    positions[i * 2 + 1] = data.pins[2 * r + 1]!;
    colors.set(typeColor(typeOf(data, r)), i * 4);
    if (iconOf) icons[i] = iconOf(data, r);
  });
  return { length: records.length, positions, colors, icons };
}

export interface PathBuffers {
  length: number;
  startIndices: Uint32Array;
  positions: Float64Array;
  colors: Uint8Array;
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
