import { type Db, executePrepared, preparedOnce } from '@ppd/db';
import { type DomainEvent, EVENT_TYPES } from '@ppd/domain';
import { sql } from 'kysely';
import { ageMs } from './live-handoff.ts';
import { insertAuditRows } from './processors/audit.ts';
import { type DeliveryKey, deliveryPairs } from './webhooks/fan-out.ts';

/**
 * A row whose relay failed this many times with Redis up is a suspect (most likely a payload no build can read): it
 * is left out of the regular batches, which it would fail every time, and tried again apart every `suspectEveryMs`.
 */
export const SUSPECT_AFTER = 3;

/** Which unsent rows a pass reads: the regular ones, the suspects, or the one row `only`. */
export type RowSet = { only: string } | { suspects: boolean };

/** Whether a webhook endpoint subscribes to the row's type: its claim then writes deliveries and queues their jobs. */
const subscribed = sql<boolean>`EXISTS (SELECT 1 FROM webhook_endpoints e WHERE outbox.type = ANY (e.events))`;

/** Unsent rows of the event types this build knows, with what the relay needs of them. */
const unsent = (db: Db) =>
  db
    .selectFrom('outbox')
    .select(['id', 'type', 'payload', 'actor_id', 'actor_email', 'created_at', ageMs.as('age_ms')])
    .select(subscribed.as('subscribed'))
    .where('sent_at', 'is', null)
    .where(sql<boolean>`type = ANY (${EVENT_TYPES}::text[])`);

/** The regular rows or the suspects, oldest first: the relay's hot read, compiled once (`preparedOnce`). */
const peekBatch = preparedOnce(['suspects', 'limit'], (db, v: { suspects: boolean; limit: number }) =>
  unsent(db).where(sql<boolean>`(attempts >= ${SUSPECT_AFTER}) = ${v.suspects}`).orderBy('created_at').limit(v.limit),
);

/**
 * The oldest unsent rows of `pick`, read without a lock or a write: the relay first learns which of them still wait
 * for the API's marker, and claims only the others. Only event types this build knows are read, so during a rolling
 * deploy a newer event waits for a newer worker instead of being lost.
 */
export async function peek(db: Db, batchSize: number, pick: RowSet) {
  if ('only' in pick) return unsent(db).where('id', '=', pick.only).execute();
  return (await peekBatch(db, { suspects: pick.suspects, limit: batchSize })).rows;
}

/**
 * Claims the rows of `events` still unsent and not held by another relay (`FOR UPDATE SKIP LOCKED`), marks them sent
 * and writes their bitácora rows and webhook deliveries, in one statement. Run alone (`jobless`: its events need no
 * job) it commits by itself, and leaves out the rows of a type an endpoint has come to subscribe to since they were
 * read: their delivery jobs must be queued before the claim commits, which only the relay's transaction can do (so
 * no webhook payload is built for it).
 */
export async function claimAndRecord(db: Db, events: DomainEvent[], jobless: boolean) {
  const { rows } = await executePrepared(
    db,
    sql<{ id: string; endpointId: number | null }>`
      WITH claimed AS (
        UPDATE outbox SET sent_at = now(), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
            WHERE id = ANY (${events.map((e) => e.id)}::uuid[]) AND sent_at IS NULL
              AND NOT (${jobless}::boolean AND ${subscribed})
              FOR UPDATE SKIP LOCKED)
        RETURNING id
      ), audited AS (
        ${insertAuditRows(events, sql`JOIN claimed c ON c.id = r.event_id`)}
      ), ${deliveryPairs(jobless ? [] : events)}
      SELECT id::text AS id, NULL::int AS "endpointId" FROM claimed
      UNION ALL
      SELECT event_id::text, endpoint_id FROM pairs`,
  );
  const deliveries: DeliveryKey[] = rows.flatMap((r) =>
    r.endpointId === null ? [] : [{ eventId: r.id, endpointId: r.endpointId }],
  );
  const claimed = new Set(rows.filter((r) => r.endpointId === null).map((r) => r.id));
  return { claimed, deliveries };
}
