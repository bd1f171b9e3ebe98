import { describe, expect, it } from 'vitest';
import { clusterIconSize } from './clusterIcons.ts';

describe('cluster icons', () => {
  it('sizes an icon to hold its circle and ring, growing with the count', () => {
    expect(clusterIconSize(2)).toBe(32);
    expect(clusterIconSize(100_000)).toBeGreaterThan(clusterIconSize(10));
    expect(clusterIconSize(9_999)).toBe(45);
    expect(clusterIconSize(100_000)).toBe(61);
  });
});
