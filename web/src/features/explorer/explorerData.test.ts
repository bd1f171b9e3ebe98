import type { MapGeometry } from '@ppd/domain';
import { mapColumnsOf } from '@ppd/domain/testing';
import { describe, expect, it } from 'vitest';
import { filterRecords, parseDetails, pinAttributes, shapeAttributes } from './explorerData.ts';
import { withPins } from './mapData.ts';

const mapRecord = (id: number, type: number, project: number, geometries: object[]) => ({
  id,
  id_proyecto: project,
  id_cat_principal: 1,
  id_cat_secundaria: 10 + type,
  id_tipo: type,
  geometries: geometries as MapGeometry[],
});

const data = withPins(
  mapColumnsOf([
    mapRecord(1, 1, 1, [{ type: 'Point', coordinates: [-89, 20] }]),
    mapRecord(2, 2, 1, [
      {
        type: 'LineString',
        coordinates: [
          [-89, 20],
          [-88, 21],
        ],
      },
    ]),
    mapRecord(3, 2, 2, [
      {
        type: 'Polygon',
        coordinates: [
          [
            [-89, 20],
            [-88, 20],
            [-88, 21],
            [-89, 20],
          ],
        ],
      },
    ]),
    mapRecord(4, 1, 2, []),
  ]),
);
const all = [0, 1, 2];
const set = (...ids: number[]) => new Set(ids);
const nothing = { projects: set(), categories: set(), subcategories: set(), types: set() };

describe('explorer data', () => {
  it('places a pin: the point, else the middle of the shape; a record without geometry has none', () => {
    expect([...data.pins]).toEqual([-89, 20, -88.5, 20.5, -88.5, 20.5, Number.NaN, Number.NaN]);
  });

  it('filters (indices of records): sections combine with AND; a section with nothing checked, like every one, does not filter', () => {
    expect(filterRecords(data, nothing)).toEqual(all);
    expect(filterRecords(data, { ...nothing, projects: set(2) })).toEqual([2]);
    expect(filterRecords(data, { ...nothing, types: set(1, 2) })).toEqual([0, 1, 2]);
    expect(filterRecords(data, { ...nothing, types: set(2) })).toEqual([1, 2]);
    expect(filterRecords(data, { ...nothing, types: set(2), projects: set(1) })).toEqual([1]);
    expect(filterRecords(data, { ...nothing, subcategories: set(11) })).toEqual([0]);
  });

  it('builds typed arrays: pins coloured by type, paths and fills', () => {
    const pins = pinAttributes(data, all);
    expect(pins.positions).toBeInstanceOf(Float64Array);
    expect([...pins.colors.slice(0, 4)]).toEqual([0x36, 0x6d, 0x38, 255]);
    expect([...pins.colors.slice(4, 8)]).toEqual([0xcb, 0x28, 0x33, 255]);
    const { paths, fills } = shapeAttributes(data, all);
    expect(paths.length).toBe(2);
    expect([...paths.startIndices]).toEqual([0, 2, 6]);
    expect(fills.length).toBe(1);
  });

  it('reads the details’ geojson text into features; unreadable text gives none', () => {
    const raw = {
      id: 1,
      nombre: 'R1',
      descripcion: 'd',
      proyecto_nombre: 'P1',
      id_cat_principal: 3,
      cat_principal_nombre: 'Agua',
      id_cat_secundaria: 7,
      cat_secundaria_nombre: 'S',
      tipo_nombre: 'Oportunidades',
      fecha_levantamiento: '2025-03-01T18:30:00Z',
      media_folder: null,
      file_type: null,
      geojson: JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-89, 20] }, properties: {} }],
      }),
    };
    const [details, unreadable] = parseDetails([raw, { ...raw, id: 2, geojson: 'not json' }]);
    expect(details?.features).toHaveLength(1);
    expect(details).toMatchObject({ nombre: 'R1', proyecto_nombre: 'P1' });
    expect(unreadable?.features).toEqual([]);
  });
});
