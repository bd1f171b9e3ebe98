import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { drawnRouteProblem, lineCrossesItself, MAX_ROUTE_POINTS } from './route.ts';

/** A winding route that never crosses itself: a zigzag climbing north, `n` points. */
const zigzag = (n: number) => Array.from({ length: n }, (_, i) => [-99.2 + (i % 2) * 0.01, 19.4 + i * 1e-6]);

/** A pseudo-random walk (the same every run), small steps, often crossing itself. */
function walk(n: number, seed: number): number[][] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648 - 0.5;
  };
  const points = [[0, 0]];
  for (let i = 1; i < n; i++) points.push([points[i - 1]![0]! + next(), points[i - 1]![1]! + next()]);
  return points;
}

/** Every pair of segments tested, as turf's kinks did (plus overlaps along a line, which it missed). */
function crossesByEveryPair(line: number[][]): boolean {
  const cross = (o: number[], p: number[], q: number[]) =>
    (p[0]! - o[0]!) * (q[1]! - o[1]!) - (p[1]! - o[1]!) * (q[0]! - o[0]!);
  for (let i = 0; i < line.length - 1; i++)
    for (let k = i + 2; k < line.length - 1; k++) {
      const [a, b, c, d] = [line[i]!, line[i + 1]!, line[k]!, line[k + 1]!];
      if (cross(c, d, a) * cross(c, d, b) < 0 && cross(a, b, c) * cross(a, b, d) < 0) return true;
    }
  return false;
}

describe('a route crossing itself', () => {
  /** A line written as 'x y, x y, …'. */
  const line = (text: string) => text.split(', ').map((p) => p.split(' ').map(Number));
  it.each([
    ['a bow tie', '0 0, 1 1, 1 0, 0 1', true],
    ['a touch', '0 0, 2 0, 2 1, 1 0', true],
    ['a vertex on an earlier segment', '0 0, 2 0, 2 1, 1 1, 1 0, 3 0', true],
    ['a straight line', '0 0, 1 0, 2 0, 3 0', false],
    ['a closed loop', '0 0, 1 0, 1 1, 0 1, 0 0', false],
    ['a repeated point (a double click)', '0 0, 1 0, 1 0, 1 1', false],
  ])('%s crosses itself: %s', (_name, text, crosses) => {
    expect(lineCrossesItself(line(text))).toBe(crosses);
  });

  it('agrees with testing every pair on random walks', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const line = walk(3 + (seed % 12), seed);
      expect(lineCrossesItself(line), JSON.stringify(line)).toBe(crossesByEveryPair(line));
    }
  });

  it(`checks ${MAX_ROUTE_POINTS} points at once, so the modal does not freeze`, () => {
    const started = performance.now();
    expect(lineCrossesItself(zigzag(MAX_ROUTE_POINTS))).toBe(false);
    expect(lineCrossesItself(zigzag(MAX_ROUTE_POINTS).map(([x, y]) => [y!, x!]))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses more points than a route has, before looking for crossings, with the message under the field', () => {
    expect(messages.activities.routeTooManyPoints).toContain(MAX_ROUTE_POINTS.toLocaleString('es-MX'));
    expect(drawnRouteProblem(zigzag(MAX_ROUTE_POINTS))).toBeUndefined();
    expect(drawnRouteProblem(zigzag(MAX_ROUTE_POINTS + 1))).toBe(messages.activities.routeTooManyPoints);
    expect(
      drawnRouteProblem([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(messages.activities.routeSelfIntersecting);
  });
});
