import { describe, expect, it } from 'vitest';
import { areaHa, formatExplorerLength, formatHa, formatKm, lengthKm, measure } from './measures.ts';

// About 1.11 km per 0.01° of latitude.
const line = {
  type: 'LineString' as const,
  coordinates: [
    [-89, 20],
    [-89, 20.01],
  ],
};
const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-89, 20],
      [-88.99, 20],
      [-88.99, 20.01],
      [-89, 20.01],
      [-89, 20],
    ],
  ],
};

describe('measures', () => {
  it('measures a line in km', () => {
    expect(lengthKm(line)).toBeCloseTo(1.112, 2);
    expect(measure(line)).toEqual({ lengthKm: lengthKm(line) });
  });

  it('measures a polygon: area in hectares and its outline in km', () => {
    const m = measure(square);
    expect(m.areaHa).toBeCloseTo(116.3, 0);
    expect(m.lengthKm).toBeCloseTo(4.31, 1);
    expect(areaHa(line)).toBe(0);
  });

  it('has nothing to measure on a point', () => {
    expect(measure({ type: 'Point', coordinates: [-89, 20] })).toEqual({});
  });

  it('formats km and ha to 2 decimals with thousands separated by commas', () => {
    expect(formatKm(1.23456)).toBe('1.23 km');
    expect(formatKm(1234.5)).toBe('1,234.50 km');
    expect(formatHa(116.3456)).toBe('116.35 ha');
    expect(formatHa(12345.678)).toBe('12,345.68 ha');
  });

  it('shows the explorer length in metres under 1 km, else in km', () => {
    expect(formatExplorerLength(0.8504)).toBe('850 m');
    expect(formatExplorerLength(0.0123)).toBe('12 m');
    expect(formatExplorerLength(1)).toBe('1.00 km');
    expect(formatExplorerLength(1520.257)).toBe('1,520.26 km');
  });
});
