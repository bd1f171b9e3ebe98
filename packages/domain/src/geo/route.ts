import { messages } from '../messages.ts';

/**
 * The most points a route (drawn or read from a KML) may have. A GPS track of a whole day's walk, one point a second
 * for three hours, has about 10,000; a drawn route a few hundred. More is refused before anything reads it further.
 */
export const MAX_ROUTE_POINTS = 10_000;

type Position = readonly number[];
interface Segment {
  /** The index of its first point in the line. */
  at: number;
  a: Position;
  b: Position;
  lo: number;
  hi: number;
}

const cross = (o: Position, p: Position, q: Position) =>
  (p[0]! - o[0]!) * (q[1]! - o[1]!) - (p[1]! - o[1]!) * (q[0]! - o[0]!);
const within = (v: number, p: number, q: number) => Math.min(p, q) <= v && v <= Math.max(p, q);
/** q, collinear with the segment p–r, lies on it. */
const onSegment = (p: Position, q: Position, r: Position) => within(q[0]!, p[0]!, r[0]!) && within(q[1]!, p[1]!, r[1]!);

/** Two closed segments meet: they cross, touch or overlap. */
function meet(s: Segment, t: Segment): boolean {
  const d1 = cross(t.a, t.b, s.a);
  const d2 = cross(t.a, t.b, s.b);
  const d3 = cross(s.a, s.b, t.a);
  const d4 = cross(s.a, s.b, t.b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(t.a, s.a, t.b)) ||
    (d2 === 0 && onSegment(t.a, s.b, t.b)) ||
    (d3 === 0 && onSegment(s.a, t.a, s.b)) ||
    (d4 === 0 && onSegment(s.a, t.b, s.b))
  );
}

/** The line without repeated consecutive points (a double click's last point): they are no crossing. */
function distinctPoints(coordinates: readonly Position[]): Position[] {
  return coordinates.filter((p, i) => i === 0 || p[0] !== coordinates[i - 1]![0] || p[1] !== coordinates[i - 1]![1]);
}

/** How far the segments reach along an axis, added up: the sweep goes along the axis where they overlap least. */
const extentAlong = (segments: readonly Segment[], axis: 0 | 1) =>
  segments.reduce((sum, s) => sum + Math.abs(s.b[axis]! - s.a[axis]!), 0);

const boxesOverlap = (s: Segment, t: Segment, axis: 0 | 1) =>
  Math.min(s.a[axis]!, s.b[axis]!) <= Math.max(t.a[axis]!, t.b[axis]!) &&
  Math.min(t.a[axis]!, t.b[axis]!) <= Math.max(s.a[axis]!, s.b[axis]!);

/**
 * Whether a line crosses or touches itself anywhere but where consecutive segments join (a closed loop's start and
 * end may meet). A sweep: segments in order along one axis, each tested only against those still reaching it, after
 * a box test on the other axis. A route of 10,000 points takes milliseconds, not the seconds of testing every pair
 * (long parallel segments overlapping on both axes still cost more: the API asks PostGIS instead).
 */
export function lineCrossesItself(coordinates: readonly Position[]): boolean {
  const points = distinctPoints(coordinates);
  const last = points.length - 2;
  const closed = last > 1 && points[0]![0] === points.at(-1)![0] && points[0]![1] === points.at(-1)![1];
  const segments = points.slice(1).map((b, at) => ({ at, a: points[at]!, b, lo: 0, hi: 0 }));
  const axis = extentAlong(segments, 0) <= extentAlong(segments, 1) ? 0 : 1;
  const other = axis === 0 ? 1 : 0;
  for (const s of segments) [s.lo, s.hi] = [Math.min(s.a[axis]!, s.b[axis]!), Math.max(s.a[axis]!, s.b[axis]!)];
  segments.sort((s, t) => s.lo - t.lo);
  const joined = (s: Segment, t: Segment) =>
    Math.abs(s.at - t.at) === 1 || (closed && Math.min(s.at, t.at) === 0 && Math.max(s.at, t.at) === last);
  const active: Segment[] = [];
  for (const s of segments) {
    let kept = 0;
    for (const t of active) {
      if (t.hi < s.lo) continue;
      if (boxesOverlap(s, t, other) && !joined(s, t) && meet(s, t)) return true;
      active[kept++] = t;
    }
    active.length = kept;
    active.push(s);
  }
  return false;
}

/** More points than any real route has (drawn or read from a KML): refused before anything else reads them. */
export const tooManyRoutePoints = (coordinates: readonly unknown[]) => coordinates.length > MAX_ROUTE_POINTS;

/** What is wrong with a drawn route, as the modal says it under the map; undefined if nothing. */
export function drawnRouteProblem(coordinates: readonly Position[]): string | undefined {
  if (tooManyRoutePoints(coordinates)) return messages.activities.routeTooManyPoints;
  if (lineCrossesItself(coordinates)) return messages.activities.routeSelfIntersecting;
  return undefined;
}
