import type { ResponderView } from '@ppd/domain';

export type ResponderMap = ReadonlyMap<number, ResponderView>;

/** Of two copies of an authority's position, the later fix wins: a read and a push may arrive in either order. */
const newer = (a: ResponderView | undefined, b: ResponderView) => (a && a.fixed_at > b.fixed_at ? a : b);

/** The board's read of every responder, with what pushes brought that is newer than it. */
export function readResponders(read: readonly ResponderView[], current: ResponderMap): ResponderMap {
  const next = new Map(read.map((r) => [r.id, r]));
  for (const [id, held] of current) if (next.has(id)) next.set(id, newer(held, next.get(id)!));
  return next;
}

/** A push's responders over what the board holds. */
export function applyMoved(current: ResponderMap, moved: readonly ResponderView[]): ResponderMap {
  const next = new Map(current);
  for (const r of moved) next.set(r.id, newer(current.get(r.id), r));
  return next;
}

/** An assignment or an attention changes the authority's state before its next fix says so. */
export function withState(current: ResponderMap, id: number | null, busy: boolean): ResponderMap {
  const held = id === null ? undefined : current.get(id);
  if (!held || held.busy === busy) return current;
  return new Map(current).set(held.id, { ...held, busy });
}
