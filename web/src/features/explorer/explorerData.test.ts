import { describe, expect, it } from 'vitest';
import { filterRecords, parseRecords, pinAttributes, type RawExplorerRecord, shapeAttributes } from './explorerData.ts';
import { exportCollection } from './exporters.ts';

const raw = (id: number, type: number, project: number, geometry: object): RawExplorerRecord => ({
  id,
  nombre: `R${id}`,
  descripcion: 'd',
  id_proyecto: project,
  proyecto_nombre: `P${project}`,
  id_cat_principal: 1,
  cat_principal_nombre: 'Agua',
  id_cat_secundaria: 10 + type,
  cat_secundaria_nombre: 'S',
  id_tipo: type,
  tipo_nombre: type === 1 ? 'Oportunidades' : 'Amenazas',
  fecha_levantamiento: '2025-03-01T18:30:00Z',
  media_folder: null,
  file_type: null,
  geojson: JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties: {} }] }),
});

const records = parseRecords([
  raw(1, 1, 1, { type: 'Point', coordinates: [-89, 20] }),
  raw(2, 2, 1, {
    type: 'LineString',
    coordinates: [
      [-89, 20],
      [-88, 21],
    ],
  }),
  raw(3, 2, 2, {
    type: 'Polygon',
    coordinates: [
      [
        [-89, 20],
        [-88, 20],
        [-88, 21],
        [-89, 20],
      ],
    ],
  }),
  { ...raw(4, 1, 2, { type: 'Point', coordinates: [0, 0] }), geojson: 'not json' },
]);
const set = (...ids: number[]) => new Set(ids);
const nothing = { projects: set(), categories: set(), subcategories: set(), types: set() };

describe('explorer data', () => {
  it('parses geojson text and places a pin: the point, else the middle of the shape', () => {
    expect(records.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(records[0]?.pin).toEqual([-89, 20]);
    expect(records[1]?.pin).toEqual([-88.5, 20.5]);
  });

  it('filters as the API reads its lists: checked sections combine with AND; nothing checked shows nothing', () => {
    expect(filterRecords(records, nothing)).toEqual([]);
    expect(filterRecords(records, { ...nothing, types: set(1, 2) }).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(filterRecords(records, { ...nothing, types: set(2) }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterRecords(records, { ...nothing, types: set(2), projects: set(1) }).map((r) => r.id)).toEqual([2]);
    expect(filterRecords(records, { ...nothing, subcategories: set(11) }).map((r) => r.id)).toEqual([1]);
  });

  it('builds typed arrays: pins coloured by type, paths and fills', () => {
    const pins = pinAttributes(records);
    expect(pins.positions).toBeInstanceOf(Float64Array);
    expect([...pins.colors.slice(0, 4)]).toEqual([0x36, 0x6d, 0x38, 255]);
    expect([...pins.colors.slice(4, 8)]).toEqual([0xcb, 0x28, 0x33, 255]);
    const { paths, fills } = shapeAttributes(records);
    expect(paths.length).toBe(2);
    expect([...paths.startIndices]).toEqual([0, 2, 6]);
    expect(fills.length).toBe(1);
  });

  it('exports the features with the spec’s properties', () => {
    const fc = exportCollection(records.slice(0, 1));
    expect(fc.features[0]?.properties).toEqual({
      Nombre: 'R1',
      Proyecto: 'P1',
      Categoría: 'Agua',
      Subcategoría: 'S',
      Fecha: '01/03/2025 12:30 PM',
      Tipo: 'Oportunidades',
      Descripción: 'd',
    });
  });
});
