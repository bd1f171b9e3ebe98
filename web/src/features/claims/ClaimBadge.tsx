import { type ClaimHolder, claimTexts, heldByText } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isAdminAtom } from '../../lib/session.ts';
import { Button } from '../../ui/index.ts';
import { claimsApi } from './claimsApi.ts';
import './claims.css';
import type { Claims } from './useClaims.ts';

const holderText = (holder: ClaimHolder, me: number | null) =>
  holder.id === me ? claimTexts.yours : heldByText(holder);

/** "Lo está atendiendo <nombre>" on a list's row; nothing when nobody holds the item. */
export function ClaimBadge({ claims, id }: { claims: Claims; id: number }) {
  const holder = claims.holderOf(id);
  if (!holder) return null;
  return (
    <span className={`claim-badge${holder.id === claims.me ? ' claim-mine' : ''}`}>
      {holderText(holder, claims.me)}
    </span>
  );
}

/** The open item's claim: who holds it, with Liberar for its holder and Tomar for an administrator. */
export function ClaimBar({ claims, id }: { claims: Claims; id: number }) {
  const isAdmin = useAtomValue(isAdminAtom);
  const [busy, setBusy] = useState(false);
  const holder = claims.holderOf(id);
  if (!holder) return null;
  const mine = holder.id === claims.me;
  const act = (call: typeof claimsApi.release) => {
    setBusy(true);
    call(claims.kind, id)
      .then(claims.apply, () => {})
      .finally(() => setBusy(false));
  };
  return (
    <p className="claim-bar" role="status">
      <span className={`claim-badge${mine ? ' claim-mine' : ''}`}>{holderText(holder, claims.me)}</span>
      {mine && (
        <Button variant="secondary" busy={busy} onClick={() => act(claimsApi.release)}>
          {claimTexts.release}
        </Button>
      )}
      {!mine && isAdmin && (
        <Button variant="secondary" busy={busy} onClick={() => act(claimsApi.takeOver)}>
          {claimTexts.takeOver}
        </Button>
      )}
    </p>
  );
}
