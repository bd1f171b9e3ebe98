import { sql } from 'kysely';
import { commitWithoutFlush } from './commit.ts';
import type { Db } from './connect.ts';
import { notifyRelay } from './outbox.ts';

const nudges = new WeakMap<Db, () => void>();

/**
 * Wakes the relay after a change that committed its events without a NOTIFY, at most once every `everyMs` per pool.
 * A transaction that notifies holds PostgreSQL's one NOTIFY lock (shared by every database of the server) through its
 * commit, so a change whose rows the next request waits on (a claim) leaves the NOTIFY to this separate statement,
 * which neither holds those rows nor waits for the disk. The caller pushed the events itself, so the relay may gather
 * them into a larger batch, and one nudge every 250 ms is enough. Best effort: a nudge lost with this process leaves
 * the events to the relay's sweep.
 */
export function nudgeRelay(db: Db, everyMs = 250): void {
  let nudge = nudges.get(db);
  if (!nudge) {
    nudge = throttled(() => sql`SELECT ${notifyRelay(true)}, ${commitWithoutFlush()}`.execute(db), everyMs);
    nudges.set(db, nudge);
  }
  nudge();
}

function throttled(run: () => Promise<unknown>, everyMs: number): () => void {
  let timer: NodeJS.Timeout | null = null;
  return () => {
    timer ??= setTimeout(() => {
      timer = null;
      run().catch(() => {}); // the sweep relays what a failed nudge would have
    }, everyMs);
    timer.unref();
  };
}
