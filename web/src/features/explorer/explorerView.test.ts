import { WebMercatorViewport } from '@deck.gl/core';
import { mapColumnsOf, mapRecord, squarePolygon } from '@ppd/domain/testing';
import { describe, expect, it } from 'vitest';
import { glideCanvas, glideOffset, shownView } from '../../map/glide.ts';
import {
  aheadOf,
  boundsOf,
  LEAD,
  MIN_SHAPE_PX,
  needsRegion,
  offCentre,
  recordsInRegion,
  recordsInView,
  regionFor,
} from './explorerView.ts';
import { withPins } from './mapData.ts';
import { indexRecords, recordExtents } from './recordIndex.ts';

const data = withPins(
  mapColumnsOf([
    mapRecord(1, { type: 'Point', coordinates: [-89, 20.5] }),
    // 0.002° is about 1.6 px tall at zoom 9 (Mercator stretches latitude) and 6.2 px at zoom 11.
    mapRecord(2, squarePolygon(-89.01, 20.5, 0.002)),
    // 0.1° is about 73 px at zoom 9.
    mapRecord(3, squarePolygon(-88.9, 20.4, 0.1)),
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
    expect(recordsInRegion(index, { box, zoomLevel: 11 })).toEqual([0, 1, 2]);
    expect(recordsInRegion(index, { box, zoomLevel: 10 })).toEqual([2]);
    expect(recordsInRegion(index, { box, zoomLevel: 9 })).toEqual([2]);
    expect(MIN_SHAPE_PX).toBeGreaterThan(1.5);
  });

  it('chooses a region again when the view leaves it or crosses a zoom level, at any zoom when glided', () => {
    // 1,000 × 600 px at zoom 12.4 (0.1° is about 600 px wide): the view is about [-89.1, 20.55, -88.93, 20.63].
    const at = { longitude: -89.0166, latitude: 20.5891, zoom: 12.4 };
    const size = { width: 1000, height: 600 };
    const region = regionFor(at, size);
    const view = boundsOf(new WebMercatorViewport({ ...at, ...size }));
    expect(region.zoomLevel).toBe(12);
    expect(region.view).toBe(at);
    // A quarter of the view's width (its longer side) beyond every edge: 250 px.
    expect((region.box[2] - region.box[0]) / (view[2] - view[0])).toBeCloseTo(1.5, 6);
    expect((region.box[3] - region.box[1]) / (view[3] - view[1])).toBeCloseTo(1100 / 600, 2);
    const width = view[2] - view[0];
    const east = (d: number) => [view[0] + d * width, view[1], view[2] + d * width, view[3]] as const;
    expect(needsRegion(null, view, 12.4)).toBe(true);
    expect(needsRegion(region, view, 12.6)).toBe(false);
    expect(needsRegion(region, view, 12.6, true)).toBe(true);
    expect(needsRegion(region, view, 12.7)).toBe(true);
    expect(needsRegion(region, east(0.2), 12.4)).toBe(false);
    expect(needsRegion(region, east(0.2), 12.4, true)).toBe(false);
    expect(needsRegion(region, east(0.3), 12.4)).toBe(true);
    expect(needsRegion(region, view, 13)).toBe(true);
  });

  it('finds a view off centre once it has used half of the region’s margin on a side', () => {
    const at = { longitude: -89.0166, latitude: 20.5891, zoom: 12.4 };
    const size = { width: 1000, height: 600 };
    const region = regionFor(at, size);
    const view = boundsOf(new WebMercatorViewport({ ...at, ...size }));
    // The margin is 250 px on each side: half of it is an eighth of the width, and 0.21 of the height.
    const moved = (dx: number, dy: number) => {
      const [w, h] = [view[2] - view[0], view[3] - view[1]];
      return [view[0] + dx * w, view[1] + dy * h, view[2] + dx * w, view[3] + dy * h] as const;
    };
    expect(offCentre(region, view)).toBe(false);
    expect(offCentre(region, moved(0.1, 0))).toBe(false);
    expect(offCentre(region, moved(0.14, 0))).toBe(true);
    expect(offCentre(region, moved(0, -0.2))).toBe(false);
    expect(offCentre(region, moved(0, -0.22))).toBe(true);
  });

  it('centres the region chosen when panning out of one ahead of the view, the way it went', () => {
    const at = { longitude: -89.0166, latitude: 20.5891, zoom: 12.4 };
    const size = { width: 1000, height: 600 };
    const region = regionFor(at, size);
    const canvas = glideCanvas(size);
    // The view panned 300 px east and 150 px south, out of the region (250 px beyond each edge).
    const panned = shownView(at, [-300, -150], canvas);
    const ahead = aheadOf(region, panned);
    expect(ahead![0]).toBeCloseTo(LEAD * 250, 6);
    expect(ahead![1]).toBeCloseTo(LEAD * 125, 6);
    const next = regionFor(panned, size, ahead);
    // The canvas drawn for it shows the view that far behind its centre, and the view is not off centre.
    const offset = glideOffset(next.view, panned, canvas);
    expect(offset[0]).toBeCloseTo(LEAD * 250, 6);
    expect(offset[1]).toBeCloseTo(LEAD * 125, 6);
    expect(next.view.zoom).toBe(at.zoom);
    expect(offCentre(next, boundsOf(new WebMercatorViewport({ ...panned, ...size })))).toBe(false);
    // Unmoved, it stays centred.
    expect(aheadOf(region, at)).toBeUndefined();
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
