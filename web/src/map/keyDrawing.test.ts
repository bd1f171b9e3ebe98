import { describe, expect, it } from 'vitest';
import { panned, parseCoordinates, shapeOf } from './keyDrawing.ts';

describe('drawing without a pointer', () => {
  it('makes a marker of one vertex, a line of two, and a closed polygon of three, never fewer', () => {
    const v = [
      [-89, 20],
      [-89.1, 20.1],
      [-89.2, 20],
    ];
    expect(shapeOf('marker', v.slice(0, 1))).toEqual({ type: 'Point', coordinates: [-89, 20] });
    expect(shapeOf('line', v.slice(0, 1))).toBeNull();
    expect(shapeOf('line', v.slice(0, 2))).toEqual({ type: 'LineString', coordinates: v.slice(0, 2) });
    expect(shapeOf('polygon', v.slice(0, 2))).toBeNull();
    expect(shapeOf('polygon', v)).toEqual({ type: 'Polygon', coordinates: [[...v, v[0]]] });
    expect(shapeOf('edit', v)).toBeNull();
  });

  it('reads pasted "latitude, longitude" lines as positions, and refuses anything else', () => {
    expect(parseCoordinates('20.59, -89.02\n\n 20.6 -89.1 \r\n20.61;-89.0')).toEqual([
      [-89.02, 20.59],
      [-89.1, 20.6],
      [-89.0, 20.61],
    ]);
    expect(parseCoordinates('')).toBeNull();
    expect(parseCoordinates('20.59, -89.02\nMérida')).toBeNull();
    expect(parseCoordinates('95, -89')).toBeNull();
  });

  it('moves the centre by the arrow keys, less at a closer zoom, and ignores other keys', () => {
    const view = { longitude: -89, latitude: 20, zoom: 9 };
    const right = panned(view, 'ArrowRight')!;
    expect(right.longitude).toBeGreaterThan(-89);
    expect(right.latitude).toBe(20);
    expect(panned(view, 'ArrowUp')!.latitude).toBeGreaterThan(20);
    expect(panned(view, 'ArrowDown')!.latitude).toBeLessThan(20);
    const closer = panned({ ...view, zoom: 12 }, 'ArrowLeft')!;
    expect(-89 - closer.longitude).toBeCloseTo((right.longitude + 89) / 8);
    expect(panned(view, 'Enter')).toBeNull();
  });
});
