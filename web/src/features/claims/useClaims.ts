import type { ClaimHolder, ClaimKind, ClaimState } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { userAtom } from '../../lib/session.ts';
import { applyClaim, type ClaimMap, readClaims } from './claimState.ts';
import { claimsApi } from './claimsApi.ts';

/**
 * Who holds which item of a kind, on a board: from the list's reads (`track`, which carry every current claim) and
 * the `claim:changed` pushes, the newer winning. `blocked(id)` is the holder when it is someone else.
 */
export function useClaims(kind: ClaimKind) {
  const me = useAtomValue(userAtom)?.user_id ?? null;
  const [claims, setClaims] = useState<ClaimMap>(() => new Map());
  // The pushes received while each read is in flight, applied again over its answer.
  const reads = useRef(new Set<ClaimState[]>());

  const apply = useCallback((claim: ClaimState) => {
    for (const overtaking of reads.current) overtaking.push(claim);
    setClaims((current) => applyClaim(current, claim));
  }, []);
  useRealtimeEvent('claim:changed', ({ claim, released = [] }) => {
    if (claim.kind === kind) for (const each of [...released, claim]) apply(each);
  });

  const track = useCallback(async <T extends { claims: ClaimState[] }>(read: () => Promise<T>): Promise<T> => {
    const overtaking: ClaimState[] = [];
    reads.current.add(overtaking);
    try {
      const reply = await read();
      setClaims(readClaims(reply.claims, overtaking));
      return reply;
    } finally {
      reads.current.delete(overtaking);
    }
  }, []);

  const holderOf = (id: number): ClaimHolder | null => claims.get(id)?.holder ?? null;
  return {
    kind,
    me,
    holderOf,
    blocked: (id: number) => {
      const holder = holderOf(id);
      return holder && holder.id !== me ? holder : null;
    },
    apply,
    track,
  };
}
export type Claims = ReturnType<typeof useClaims>;

/**
 * Opening an item claims it (the server refuses, 409, when another gestor holds it: the board already shows who), and
 * so does coming back after a connection lost past the grace. `open`: whether the item is still handled from the board.
 */
export function useClaimOnOpen(claims: Claims, id: number | null, open: boolean) {
  const { kind, apply } = claims;
  const claim = useCallback(() => {
    if (id !== null && open) claimsApi.claim(kind, id).then(apply, () => {});
  }, [kind, id, open, apply]);
  useEffect(claim, [claim]);
  useRefetchOnConnect(claim);
}
