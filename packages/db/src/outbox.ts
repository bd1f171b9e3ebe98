import { type EventPayloads, type EventType, isApiPublished } from '@ppd/domain';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.ts';

export const OUTBOX_CHANNEL = 'outbox';

export interface Actor {
  id: number | null;
  email: string | null;
}

/**
 * Writes a domain event in the caller's transaction, so it exists exactly when the change it describes does.
 * The NOTIFY is delivered on commit only, and wakes the relay at once; the relay's sweep covers a lost one.
 */
export async function recordEvent<T extends EventType>(
  trx: Kysely<Database>,
  type: T,
  payload: EventPayloads[T],
  actor: Actor,
): Promise<string> {
  // The insert and its NOTIFY in one statement: one round trip inside the caller's transaction.
  const { rows } = await sql<{ id: string }>`
    WITH event AS (
      INSERT INTO outbox (type, payload, actor_id, actor_email)
      VALUES (${type}, ${JSON.stringify(payload)}, ${actor.id}, ${actor.email})
      RETURNING id
    )
    SELECT id, ${notifyOutbox(type)} FROM event
  `.execute(trx);
  return rows[0]!.id;
}

/**
 * The outbox row of an event whose payload the same statement builds, from the one row of the CTE `source`: for a
 * change written in one statement, which is then atomic with its event without a transaction's extra round trips.
 * It returns the row's id and payload; the statement selects `notifyOutbox()`, as `recordEvent` does.
 */
export function eventFrom(
  type: EventType,
  source: string,
  payload: Expression<unknown>,
  actor: Actor,
): RawBuilder<{ id: string; payload: unknown }> {
  return sql`INSERT INTO outbox (type, payload, actor_id, actor_email)
    SELECT ${type}, ${payload}, ${actor.id}, ${actor.email} FROM ${sql.table(source)} RETURNING id, payload`;
}

/** An instant in a payload built in SQL, written as JavaScript's `toISOString` writes it (UTC, milliseconds). */
export const isoInstant = (at: Expression<Date>) =>
  sql<string>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The NOTIFY of an event whose live pushes the API makes itself (`isApiPublished`): what the relay still owes it (the
 * bitácora row, webhooks, inbox messages) can wait for a larger batch.
 */
export const API_PUSHED_NOTICE = 'pushed';

/**
 * Wakes the relay once the statement's transaction commits, saying whether the event of `type` has its pushes made by
 * the API. The relay reads the rows, not the payload, and PostgreSQL folds a transaction's equal notifications into
 * one: a transaction that writes several events (a claim releases the previous one) queues one NOTIFY at its commit,
 * not one per event.
 */
export const notifyOutbox = (type?: EventType) => notifyRelay(type !== undefined && isApiPublished(type));

/** The NOTIFY itself: `pushed`, the events' live pushes were made by their writer (the API). */
export const notifyRelay = (pushed: boolean) =>
  sql<string>`pg_notify(${OUTBOX_CHANNEL}, ${pushed ? API_PUSHED_NOTICE : ''}::text)`;
