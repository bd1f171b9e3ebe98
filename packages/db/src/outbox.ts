import type { EventPayloads, EventType } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';
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
    SELECT id, pg_notify(${OUTBOX_CHANNEL}, id::text) FROM event
  `.execute(trx);
  return rows[0]!.id;
}
