import type { Db } from '@ppd/db';
import { sql } from 'kysely';

/**
 * Deletes relayed outbox rows older than `days`, in batches (no statement holds many rows): a relayed event lives
 * on in what its jobs wrote (bitácora, inbox, e-mail) and is never read again; a week is kept to inspect. Unsent
 * rows are never touched, nor the row of an event one of whose jobs failed for good (a dead letter). Returns how
 * many went.
 */
export async function pruneOutbox(db: Db, days: number, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      DELETE FROM outbox WHERE id IN (
        SELECT id FROM outbox o WHERE sent_at < now() - make_interval(days => ${days})
          AND NOT EXISTS (SELECT 1 FROM dead_letters d WHERE d.event_id = o.id)
        LIMIT ${batch})`.execute(db);
    const deleted = Number(numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batch) return total;
  }
}
