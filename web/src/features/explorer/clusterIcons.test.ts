import { describe, expect, it } from 'vitest';
import { clusterIconSize, shelfLayout } from './clusterIcons.ts';

describe('cluster icons', () => {
  it('sizes an icon to hold its circle and ring, growing with the count', () => {
    expect(clusterIconSize(2)).toBe(32);
    expect(clusterIconSize(100_000)).toBeGreaterThan(clusterIconSize(10));
    expect(clusterIconSize(9_999)).toBe(45);
    expect(clusterIconSize(100_000)).toBe(61);
  });

  it('packs icons in rows that fit the atlas width', () => {
    const { spots, height } = shelfLayout([40, 40, 30, 50], 100);
    expect(spots).toEqual([
      { x: 0, y: 0, width: 40, height: 40 },
      { x: 40, y: 0, width: 40, height: 40 },
      { x: 0, y: 40, width: 30, height: 30 },
      { x: 30, y: 40, width: 50, height: 50 },
    ]);
    expect(height).toBe(90);
  });
});
