import { mapColumnsOf, mapRecord } from '@ppd/domain/testing';
import { describe, expect, it } from 'vitest';
import { distanceToSegment, insideRing, markerAt, onPin, type Pixel, recordAt } from './hitTest.ts';
import { withPins } from './mapData.ts';

/** Screen = coordinates times 10 (no projection needed to test the geometry). */
const project = ([x = 0, y = 0]: number[]): Pixel => [x * 10, y * 10];

const point = mapRecord(1, { type: 'Point', coordinates: [50, 50] });
const line = mapRecord(2, {
  type: 'LineString',
  coordinates: [
    [0, 0],
    [20, 0],
  ],
});
const polygon = mapRecord(3, {
  type: 'Polygon',
  coordinates: [
    [
      [30, 0],
      [40, 0],
      [40, 10],
      [30, 10],
      [30, 0],
    ],
  ],
});

describe('explorer hit test', () => {
  it('tells a pin from the space around it (the icon stands on its tip)', () => {
    expect(onPin([100, 90], [100, 100])).toBe(true);
    expect(onPin([100, 75], [100, 100])).toBe(true);
    expect(onPin([100, 110], [100, 100])).toBe(false);
    expect(onPin([125, 90], [100, 100])).toBe(false);
  });

  it('measures distances to segments and tells inside from outside a ring', () => {
    expect(distanceToSegment([5, 5], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([-3, 4], [0, 0], [10, 0])).toBe(5);
    const ring: Pixel[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(insideRing([5, 5], ring)).toBe(true);
    expect(insideRing([15, 5], ring)).toBe(false);
  });

  it('picks pins first, then lines and outlines, then fills', () => {
    const data = withPins(mapColumnsOf([point, line, polygon]));
    const all = [0, 1, 2];
    expect(recordAt([500, 490], data, all, project, true)).toBe(0);
    expect(recordAt([500, 490], data, all, project, false)).toBeNull();
    expect(recordAt([100, 3], data, all, project, true)).toBe(1);
    expect(recordAt([350, 50], data, all, project, true)).toBe(2);
    expect(recordAt([250, 50], data, all, project, true)).toBeNull();
  });

  it('picks a cluster by its circle and a lone pin by its icon, the last drawn first', () => {
    const markers = [
      { at: [100, 100] as Pixel, count: 50 },
      { at: [300, 100] as Pixel, count: 1 },
    ];
    const at = (m: (typeof markers)[number]) => m.at;
    const count = (m: (typeof markers)[number]) => m.count;
    expect(markerAt([120, 110], markers, at, count)).toBe(markers[0]);
    expect(markerAt([300, 85], markers, at, count)).toBe(markers[1]);
    expect(markerAt([200, 100], markers, at, count)).toBeNull();
  });
});
