import { type Actor, type Db, nudgeRelay } from '@ppd/db';
import {
  type ClaimHolder,
  type ClaimKind,
  type ClaimReleaseReason,
  type ClaimState,
  claimRefusal,
  claimTexts,
} from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type CommittedEvent, type PublishLive, recordCommitted } from '../../plugins/live.ts';
import { claimStatement } from './claim-statement.ts';
import { CLAIM_ITEMS, mustBeOpen } from './items.ts';
import { claimOf, holderOf } from './queries.ts';

type Committed = { state: ClaimState; events: CommittedEvent[] };

/** Pushes a committed claim change and wakes the relay for its events (the claim statement sends no NOTIFY). */
function published(db: Db, live: PublishLive, { state, events }: Committed): ClaimState {
  if (events.length > 0) nudgeRelay(db);
  for (const event of events) live(event);
  return state;
}

const committed = async (db: Db, live: PublishLive, change: (trx: Db) => Promise<Committed>) =>
  published(db, live, await db.transaction().execute(change));

const released = (claim: Pick<ClaimState, 'kind' | 'id'>, at: Date): ClaimState => ({
  kind: claim.kind,
  id: claim.id,
  holder: null,
  at: at.toISOString(),
});

/**
 * Ends the holder's claims of a kind (all, one `item`, those older than), each with its event. The
 * DELETE decides: of two processes releasing the same claim (two API nodes' lapse checks), one gets the row.
 */
async function releaseHeld(
  trx: Db,
  kind: ClaimKind,
  holder: ClaimHolder,
  actor: Actor,
  reason: ClaimReleaseReason,
  only: { item?: number; claimedBefore?: Date } = {},
): Promise<CommittedEvent[]> {
  const { column } = CLAIM_ITEMS[kind];
  let query = trx.deleteFrom('claims').where('holder_id', '=', holder.id).where(column, 'is not', null);
  if (only.item !== undefined) query = query.where(column, '=', only.item);
  if (only.claimedBefore) query = query.where('claimed_at', '<', only.claimedBefore);
  const rows = await query.returning([column, 'claimed_at', sql<Date>`clock_timestamp()`.as('at')]).execute();
  const events: CommittedEvent[] = [];
  for (const row of rows) {
    const claim = released({ kind, id: row[column]! }, row.at);
    events.push(await recordCommitted(trx, `${kind}.claim_released`, { claim, previous: holder, reason }, actor));
  }
  return events;
}

/**
 * Opening an item claims it for the actor. The unique key decides: of two gestores opening it at once, one inserts
 * the row, the other finds it held (409 naming the holder). Opening it again is harmless; opening another item of
 * the kind releases the one held before, so a gestor handles one alert (and one complaint) at a time.
 */
export const claimItem = async (db: Db, actor: SessionUser, kind: ClaimKind, id: number, live: PublishLive) =>
  published(db, live, await claimIn(db, actor, kind, id));

async function claimIn(db: Db, actor: SessionUser, kind: ClaimKind, id: number): Promise<Committed> {
  const events = await claimStatement(db, actor, kind, id);
  const claimed = events.at(-1) as CommittedEvent<`${ClaimKind}.claimed`> | undefined;
  if (claimed) return { state: claimed.payload.claim, events };
  // Nothing claimed: the item is gone, closed, or held.
  await mustBeOpen(db, kind, id);
  const current = await claimOf(db, kind, id);
  if (!current) return claimIn(db, actor, kind, id); // released in between: claim it now
  if (current.holder.id !== actor.id) throw new AppError('Conflict', claimRefusal(kind, current.holder));
  return { state: current, events: [] };
}

/** "Liberar": the holder ends their claim. Releasing what nobody holds is harmless; what another holds, refused. */
export async function releaseItem(db: Db, actor: SessionUser, kind: ClaimKind, id: number, live: PublishLive) {
  return committed(db, live, async (trx) => {
    const current = await claimOf(trx, kind, id);
    if (current && current.holder.id !== actor.id) throw new AppError('Conflict', claimTexts.notHolder);
    const events = current ? await releaseHeld(trx, kind, current.holder, actor, 'released', { item: id }) : [];
    // Already gone (released meanwhile): nobody holds it, as the reply says.
    const [event] = events as CommittedEvent<`${ClaimKind}.claim_released`>[];
    return { state: event?.payload.claim ?? released({ kind, id }, new Date()), events };
  });
}

/**
 * "Tomar": an administrator takes over what another gestor holds (audited with both names). The row is locked, so
 * a release or another take-over in between is seen; an item nobody holds is simply claimed.
 */
export async function takeOverItem(db: Db, actor: SessionUser, kind: ClaimKind, id: number, live: PublishLive) {
  if (!actor.isAdmin) throw new AppError('Forbidden', claimTexts.takeOverAdmin);
  const { column } = CLAIM_ITEMS[kind];
  return committed(db, live, async (trx) => {
    const row = await trx
      .selectFrom('claims')
      .select(['id', 'holder_id'])
      .where(column, '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.holder_id === actor.id) return claimIn(trx, actor, kind, id);
    const previous = await holderOf(trx, row.holder_id);
    await trx
      .updateTable('claims')
      .set({ holder_id: actor.id, claimed_at: sql`clock_timestamp()` })
      .where('id', '=', row.id)
      .execute();
    const claim = (await claimOf(trx, kind, id))!;
    const event = await recordCommitted(trx, `${kind}.claim_taken_over`, { claim, previous }, actor);
    return { state: claim, events: [event] };
  });
}

/**
 * Ends every claim a gestor holds: on sign-out, or when their sockets have been gone past the grace (`claimedBefore`
 * keeps a claim made within the grace, before any socket of theirs could be seen).
 */
export async function releaseClaimsOf(
  db: Db,
  userId: number,
  reason: ClaimReleaseReason,
  live: PublishLive,
  claimedBefore?: Date,
): Promise<void> {
  const events = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) return [];
    const holder = await holderOf(trx, userId);
    const actor = { id: userId, email: user.email };
    const only = claimedBefore ? { claimedBefore } : {};
    return [
      ...(await releaseHeld(trx, 'alert', holder, actor, reason, only)),
      ...(await releaseHeld(trx, 'complaint', holder, actor, reason, only)),
    ];
  });
  for (const event of events) live(event);
}

/**
 * Inside the transaction that closes an item (an alert attended, a complaint atendida): its claim ends with it, so no
 * board keeps showing who was handling what is done. Returns the release's event, for the caller to publish.
 */
export async function endClaimOf(trx: Db, actor: Actor, kind: ClaimKind, id: number): Promise<CommittedEvent[]> {
  const current = await claimOf(trx, kind, id);
  return current ? releaseHeld(trx, kind, current.holder, actor, 'closed', { item: id }) : [];
}

/**
 * Inside a change's transaction: refuses it (409 naming the holder) when another gestor holds the item. Its claim row
 * is locked for the rest of the transaction, so it cannot be taken over or released mid-change.
 */
export async function mustNotBeHeldByOther(trx: Db, actor: SessionUser, kind: ClaimKind, id: number): Promise<void> {
  const { column } = CLAIM_ITEMS[kind];
  const row = await trx.selectFrom('claims').select('holder_id').where(column, '=', id).forShare().executeTakeFirst();
  if (!row || row.holder_id === actor.id) return;
  throw new AppError('Conflict', claimRefusal(kind, await holderOf(trx, row.holder_id)));
}
