import { mapColumnsOf, mapRecord } from '@ppd/domain/testing';
import { describe, expect, it } from 'vitest';
import { MIN_SHAPE_PX, needsRegion, recordsInRegion, recordsInView, regionFor } from './explorerView.ts';
import { withPins } from './mapData.ts';
import { indexRecords, recordExtents } from './recordIndex.ts';

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

const data = withPins(
  mapColumnsOf([
    mapRecord(1, { type: 'Point', coordinates: [-89, 20.5] }),
    // 0.002° is about 1.6 px tall at zoom 9 (Mercator stretches latitude) and 6.2 px at zoom 11.
    mapRecord(2, square(-89.01, 20.5, 0.002)),
    // 0.1° is about 73 px at zoom 9.
    mapRecord(3, square(-88.9, 20.4, 0.1)),
    mapRecord(4, { type: 'Point', coordinates: [-80, 10] }),
  ]),
);
const all = [0, 1, 2, 3];

describe('explorer view', () => {
  it('measures the records’ boxes and the size of their shapes in pixels at zoom 0', () => {
    const { boxes, shapeSizes } = recordExtents(data, all);
    for (const [i, value] of [-89.01, 20.5, -89.008, 20.502].entries()) expect(boxes[4 + i]).toBeCloseTo(value, 9);
    expect(shapeSizes[0]).toBe(0);
    expect(shapeSizes[1]! * 2 ** 9).toBeCloseTo(1.55, 1);
  });

  it('keeps the records in the region, only shapes big enough below the clustering zoom', () => {
    const index = indexRecords(data, all);
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

  it('counts the shown records whose pin or shape is in the view, at every zoom', () => {
    const view = [-89.02, 20.45, -88.88, 20.55] as const;
    // The point, the small square and the big one by its west edge (its pin is off screen); not the far point.
    expect(recordsInView(indexRecords(data, all), all, view)).toEqual([0, 1, 2]);
    // Filtered out: not counted; the others by their index in the data.
    const shown = [1, 2, 3];
    expect(recordsInView(indexRecords(data, shown), shown, view)).toEqual([1, 2]);
    expect(recordsInView(indexRecords(data, shown), shown, [-80.5, 9.5, -79.5, 10.5])).toEqual([3]);
    expect(recordsInView(indexRecords(data, []), [], view)).toEqual([]);
  });
});
