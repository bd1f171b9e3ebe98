import { describe, expect, it } from 'vitest';
import type { PathBuffers } from './explorerData.ts';
import { outlineQuads } from './outlineQuads.ts';

const paths = (coords: number[][]): PathBuffers => ({
  length: 1,
  startIndices: Uint32Array.from([0, coords.length]),
  positions: Float64Array.from(coords.flat()),
  colors: Uint8Array.from(coords.flatMap((_, i) => [i, 0, 0, 255])),
});

describe('outlineQuads', () => {
  it('turns each segment into a closed quad of the width in pixels, coloured as its start', () => {
    // At zoom 9 a pixel is 360 / 512 / 512 degrees of longitude.
    const px = 360 / 512 / 2 ** 9;
    const quads = outlineQuads(
      paths([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
      9,
      2,
    );
    expect(quads.length).toBe(2);
    expect([...quads.startIndices]).toEqual([0, 5, 10]);
    const first = [...quads.positions.slice(0, 10)];
    expect(first[0]).toBeCloseTo(0);
    expect(first[1]).toBeCloseTo(px);
    expect(first[5]).toBeCloseTo(-px);
    expect(first.slice(8)).toEqual(first.slice(0, 2));
    expect(quads.positions[10]).toBeCloseTo(1 - px);
    expect([...quads.colors.slice(20, 24)]).toEqual([1, 0, 0, 255]);
  });

  it('narrows the latitude offset by the cosine of the latitude and skips empty segments', () => {
    const quads = outlineQuads(
      paths([
        [0, 60],
        [1, 60],
        [1, 60],
      ]),
      0,
      2,
    );
    expect(quads.length).toBe(1);
    expect(quads.positions[1]! - 60).toBeCloseTo((360 / 512) * 0.5);
  });
});
