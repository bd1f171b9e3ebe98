import { describe, expect, it } from 'vitest';
import { indexBoxes } from './spatialIndex.ts';

/** Boxes of n points on a diagonal, plus one box spanning the whole diagonal. */
function boxes(n: number): Float64Array {
  const b = new Float64Array((n + 1) * 4);
  for (let i = 0; i < n; i++) b.set([i, i, i + 0.5, i + 0.5], i * 4);
  b.set([0, 0, n, n], n * 4);
  return b;
}

describe('indexBoxes', () => {
  it('finds the boxes that meet a query box, each once, with the large one', () => {
    const search = indexBoxes(boxes(1000));
    expect(search([10.2, 10.2, 12.1, 12.1]).sort((a, b) => a - b)).toEqual([10, 11, 12, 1000]);
  });

  it('answers the same as a scan for random queries', () => {
    const b = boxes(500);
    const search = indexBoxes(b);
    for (let q = 0; q < 50; q++) {
      const [x, y] = [(q * 37) % 500, (q * 91) % 500];
      const box = [x, y, x + (q % 7) * 3, y + (q % 5) * 4] as const;
      const scan = [];
      for (let i = 0; i < b.length / 4; i++) {
        if (b[i * 4]! <= box[2] && b[i * 4 + 2]! >= box[0] && b[i * 4 + 1]! <= box[3] && b[i * 4 + 3]! >= box[1])
          scan.push(i);
      }
      expect(search(box).sort((a, c) => a - c)).toEqual(scan);
    }
  });

  it('handles no items and queries outside the data', () => {
    expect(indexBoxes(new Float64Array(0))([0, 0, 1, 1])).toEqual([]);
    expect(indexBoxes(boxes(10))([50, 50, 60, 60])).toEqual([]);
  });
});
