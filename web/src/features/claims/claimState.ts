import type { ClaimState } from '@ppd/domain';

/** Each item's latest known claim, by item id (a released one kept with `holder: null`, to order later copies). */
export type ClaimMap = ReadonlyMap<number, ClaimState>;

/** A push or a reply applied: the newer copy of an item's claim wins, so a late, older one changes nothing. */
export function applyClaim(current: ClaimMap, claim: ClaimState): ClaimMap {
  const known = current.get(claim.id);
  if (known && known.at > claim.at) return current;
  return new Map(current).set(claim.id, claim);
}

/**
 * A read's claims replace what was known (a claim released while the board was away is simply absent), then the
 * pushes that arrived while the read was in flight are applied over it: those newer than what the read saw win.
 */
export function readClaims(read: readonly ClaimState[], overtaking: readonly ClaimState[]): ClaimMap {
  return overtaking.reduce<ClaimMap>(applyClaim, new Map(read.map((c) => [c.id, c])));
}
