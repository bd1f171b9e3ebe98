import type { MapColumns, MapRecord } from './map-payload.ts';
import type { AlertView } from './schemas/alerts.ts';

/** A record as the GeoJSON path (getLevantamientos) writes it, with the fields the map payload carries. */
export interface GeoJsonPathRecord extends Omit<MapRecord, 'geometries'> {
  geojson: string;
}

/** What the map needs of a record of the GeoJSON path: the shape of a decoded map payload's record. */
export const asMapRecord = (r: GeoJsonPathRecord): MapRecord => ({
  id: r.id,
  id_proyecto: r.id_proyecto,
  id_cat_principal: r.id_cat_principal,
  id_cat_secundaria: r.id_cat_secundaria,
  id_tipo: r.id_tipo,
  geometries: (JSON.parse(r.geojson) as { features: { geometry: MapRecord['geometries'][number] }[] }).features.map(
    (f) => f.geometry,
  ),
});

/** A record of type 1, in project, category and subcategory 1, with one geometry (for tests). */
export const mapRecord = (id: number, geometry: object): MapRecord => ({
  id,
  id_proyecto: 1,
  id_cat_principal: 1,
  id_cat_secundaria: 1,
  id_tipo: 1,
  geometries: [geometry as MapRecord['geometries'][number]],
});

/** Coordinates to the payload's 6 decimals, so that both sides compare as numbers. */
export const rounded = (value: unknown): unknown =>
  typeof value === 'number'
    ? Math.round(value * 1e6) / 1e6
    : Array.isArray(value)
      ? value.map(rounded)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]))
        : value;

const TYPES = ['', 'Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon'];

/** Columns holding `records` as the decoder would (for tests of code that reads columns). */
export function mapColumnsOf(records: readonly MapRecord[]): MapColumns {
  const c = { fields: [] as number[], geometryStart: [0], geometryType: [] as number[], partStart: [0] };
  const parts = { outerRing: [] as number[], vertexStart: [0], coordinates: [] as number[] };
  const part = (positions: number[][], outer = false) => {
    parts.outerRing.push(outer ? 1 : 0);
    for (const [x = 0, y = 0] of positions) parts.coordinates.push(x, y);
    parts.vertexStart.push(parts.coordinates.length / 2);
  };
  for (const r of records) {
    c.fields.push(r.id_proyecto, r.id_cat_principal, r.id_cat_secundaria, r.id_tipo);
    for (const g of r.geometries) {
      if (g.type === 'GeometryCollection') throw new Error('mapColumnsOf: split collections into geometries');
      c.geometryType.push(TYPES.indexOf(g.type));
      if (g.type === 'Point') part([g.coordinates]);
      else if (g.type === 'LineString') part(g.coordinates);
      else if (g.type === 'MultiPoint') for (const p of g.coordinates) part([p]);
      else if (g.type === 'MultiLineString') for (const line of g.coordinates) part(line);
      else {
        const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
        for (const rings of polygons) {
          rings.forEach((ring, k) => {
            part(ring, k === 0);
          });
        }
      }
      c.partStart.push(parts.outerRing.length);
    }
    c.geometryStart.push(c.geometryType.length);
  }
  return {
    count: records.length,
    ids: Int32Array.from(records.map((r) => r.id)),
    fields: Int32Array.from(c.fields),
    geometryStart: Uint32Array.from(c.geometryStart),
    geometryType: Uint8Array.from(c.geometryType),
    partStart: Uint32Array.from(c.partStart),
    outerRing: Uint8Array.from(parts.outerRing),
    vertexStart: Uint32Array.from(parts.vertexStart),
    coordinates: Float64Array.from(parts.coordinates),
  };
}

/** A closed square ring from (x, y), `d` degrees a side, counter-clockwise (GeoJSON's outer rings). */
export const squareRing = (x: number, y: number, d: number) => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];

/** A polygon of that one square ring. */
export const squarePolygon = (x: number, y: number, d: number) => ({
  type: 'Polygon' as const,
  coordinates: [squareRing(x, y, d)],
});

/** An alert as the alerts feature puts it in its events and pushes (for tests and benchmarks). */
export const alertView = (id: number, overrides: Partial<AlertView> = {}): AlertView => ({
  id,
  status: 'ABIERTA',
  fecha_alerta: new Date().toISOString(),
  alerta_type: 'Seguridad',
  lat: 19.4126,
  lon: -99.2009,
  comentario_visitante: 'Hay una persona herida',
  comentario_autoridad: null,
  visitor_id: 1,
  user_info: { name: 'Luis', last_name: 'Gómez' },
  autoridad_id: null,
  authority_name: null,
  authority_lastname: null,
  updated_at: new Date().toISOString(),
  deadlines: {
    assignment: new Date(Date.now() + 120_000).toISOString(),
    attended: new Date(Date.now() + 600_000).toISOString(),
  },
  ...overrides,
});
