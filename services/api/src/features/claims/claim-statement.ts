import { type Actor, commitWithoutFlush, type Db, eventFrom, isoInstant, preparedOnce } from '@ppd/db';
import { CLAIM_KINDS, type ClaimKind } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';
import type { CommittedEvent } from '../../plugins/live.ts';
import { CLAIM_ITEMS, openItem } from './items.ts';

type Holder = Actor & { id: number };
type Values = { holder_id: number; holder_email: string | null; id: number };

/**
 * Claims an open item for `holder` in one statement, atomic without a transaction: the claim's row, the release of the
 * holder's previous claim of the kind (reason moved) and both events; the claim's payload names what it let go
 * (`released`), so the boards get one push. A gestor's next claim waits on this one's rows from this statement to its
 * commit, so one round trip instead of eight, a commit that does not wait for the disk (`commitWithoutFlush`: a claim
 * is presence) and no NOTIFY (the caller's `nudgeRelay`) keep that wait short. Returns the events, the claim's last;
 * none when the item is held (by anyone) or not open, for the caller to tell which.
 */
export async function claimStatement(db: Db, holder: Holder, kind: ClaimKind, id: number): Promise<CommittedEvent[]> {
  const { rows } = await STATEMENTS[kind](db, { holder_id: holder.id, holder_email: holder.email, id });
  return rows.map(({ type, id, payload }) => ({ type, id, payload }) as CommittedEvent);
}

/** The statement of a kind, built and compiled once (`preparedOnce`). */
const statementOf = (kind: ClaimKind) =>
  preparedOnce(['holder_id', 'holder_email', 'id'], (db, { holder_id, holder_email, id }: Values) => {
    const holder = { id: holder_id, email: holder_email };
    return claimSql(db, holder, kind, id);
  });

function claimSql(db: Db, holder: Holder, kind: ClaimKind, id: number) {
  const column = sql.ref(CLAIM_ITEMS[kind].column);
  const claimJson = (item: string, who: RawBuilder<unknown>, at: string) =>
    sql`jsonb_build_object('kind', ${kind}::text, 'id', ${sql.ref(item)}, 'holder', ${who}, 'at', ${isoInstant(sql.ref(at))})`;
  const [released, claimed] = [`${kind}.claim_released`, `${kind}.claimed`] as const;
  return sql<CommittedEvent>`
    WITH item AS (${openItem(db, kind, id)}),
    claimed AS (
      INSERT INTO claims (${column}, holder_id) SELECT id, ${holder.id}::int FROM item
      ON CONFLICT (${column}) DO NOTHING
      RETURNING ${column} AS item_id, claimed_at),
    moved AS (
      DELETE FROM claims WHERE holder_id = ${holder.id} AND ${column} <> ${id} AND EXISTS (SELECT FROM claimed)
      RETURNING ${column} AS item_id, clock_timestamp() AS at),
    holder AS (
      SELECT jsonb_build_object('id', id, 'name', name, 'last_name', last_name) AS who FROM users WHERE id = ${holder.id}),
    let_go AS (SELECT ${claimJson('moved.item_id', sql`'null'::jsonb`, 'moved.at')} AS claim FROM moved),
    release AS (
      SELECT jsonb_build_object('claim', let_go.claim, 'previous', holder.who, 'reason', 'moved') AS payload
      FROM let_go, holder),
    claim AS (
      SELECT jsonb_build_object('claim', ${claimJson('claimed.item_id', sql`holder.who`, 'claimed.claimed_at')})
        || coalesce((SELECT jsonb_build_object('released', jsonb_agg(claim)) FROM let_go HAVING count(*) > 0), '{}')
        AS payload
      FROM claimed, holder),
    release_event AS (${eventFrom(released, 'release', sql`release.payload`, holder)}),
    claim_event AS (${eventFrom(claimed, 'claim', sql`claim.payload`, holder)}),
    events AS (
      SELECT ${released}::text AS type, id, payload FROM release_event
      UNION ALL SELECT ${claimed}::text, id, payload FROM claim_event)
    SELECT type, id, payload, ${commitWithoutFlush()} FROM events`;
}

const STATEMENTS = Object.fromEntries(CLAIM_KINDS.map((kind) => [kind, statementOf(kind)])) as Record<
  ClaimKind,
  ReturnType<typeof statementOf>
>;
