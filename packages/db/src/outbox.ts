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
  const row = await trx
    .insertInto('outbox')
    .values({ type, payload: JSON.stringify(payload), actor_id: actor.id, actor_email: actor.email })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${row.id})`.execute(trx);
  return row.id;
}
