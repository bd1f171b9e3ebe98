import { describe, expect, it } from 'vitest';
import { type ExplorerRecord, parseRecords } from './explorerData.ts';
import { indexRecords, MIN_SHAPE_PX, needsRegion, recordExtents, recordsInRegion, regionFor } from './explorerView.ts';

const record = (id: number, geometry: object): ExplorerRecord =>
  parseRecords([
    {
      id,
      nombre: `R${id}`,
      descripcion: '',
      id_proyecto: 1,
      proyecto_nombre: 'P',
      id_cat_principal: 1,
      cat_principal_nombre: 'C',
      id_cat_secundaria: 1,
      cat_secundaria_nombre: 'S',
      id_tipo: 1,
      tipo_nombre: 'Oportunidades',
      fecha_levantamiento: '2025-01-01T00:00:00Z',
      media_folder: null,
      file_type: null,
      geojson: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry, properties: {} }] },
    } as never,
  ])[0]!;

const square = (x: number, y: number, d: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ],
});

const records = [
  record(1, { type: 'Point', coordinates: [-89, 20.5] }),
  // 0.002° is about 1.6 px tall at zoom 9 (Mercator stretches latitude) and 6.2 px at zoom 11.
  record(2, square(-89.01, 20.5, 0.002)),
  // 0.1° is about 73 px at zoom 9.
  record(3, square(-88.9, 20.4, 0.1)),
  record(4, { type: 'Point', coordinates: [-80, 10] }),
];

describe('explorer view', () => {
  it('measures the records’ boxes and the size of their shapes in pixels at zoom 0', () => {
    const { boxes, shapeSizes } = recordExtents(records);
    for (const [i, value] of [-89.01, 20.5, -89.008, 20.502].entries()) expect(boxes[4 + i]).toBeCloseTo(value, 9);
    expect(shapeSizes[0]).toBe(0);
    expect(shapeSizes[1]! * 2 ** 9).toBeCloseTo(1.55, 1);
  });

  it('keeps the records in the region, only shapes big enough below the clustering zoom', () => {
    const index = indexRecords(records);
    const box = [-89.5, 20, -88.5, 21] as const;
    expect(recordsInRegion(index, { box, zoom: 11, zoomLevel: 11 })).toEqual([0, 1, 2]);
    expect(recordsInRegion(index, { box, zoom: 10, zoomLevel: 10 })).toEqual([2]);
    expect(recordsInRegion(index, { box, zoom: 9, zoomLevel: 9 })).toEqual([2]);
    expect(MIN_SHAPE_PX).toBeGreaterThan(1.5);
  });

  it('chooses a region again when the view leaves it or crosses a zoom level', () => {
    const view = [-89.1, 20.5, -88.9, 20.6] as const;
    const region = regionFor(view, 12.4);
    expect(region.zoomLevel).toBe(12);
    expect(region.box[0]).toBeCloseTo(-89.15);
    expect(region.box[3]).toBeCloseTo(20.625);
    expect(needsRegion(null, view, 12.4)).toBe(true);
    expect(needsRegion(region, view, 12.6)).toBe(false);
    expect(needsRegion(region, view, 12.7)).toBe(true);
    expect(needsRegion(region, [-89.14, 20.49, -88.94, 20.59], 12.4)).toBe(false);
    expect(needsRegion(region, [-89.2, 20.5, -89.0, 20.6], 12.4)).toBe(true);
    expect(needsRegion(region, view, 13)).toBe(true);
  });
});
