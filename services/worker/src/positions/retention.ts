import type { Db } from '@ppd/db';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';

/**
 * Deletes the authorities' positions received longer ago than Configuración's retention (`settings`), history and
 * latest alike, in batches (no statement holds many rows or locks for long). Returns how many history rows went.
 */
export async function prunePositions(db: Db, batch = 5_000): Promise<number> {
  const cutoff = sql`now() - make_interval(days => (SELECT position_retention_days FROM settings))`;
  let total = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      DELETE FROM authority_positions WHERE id IN (
        SELECT id FROM authority_positions WHERE received_at < ${cutoff} LIMIT ${batch})`.execute(db);
    const deleted = Number(numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batch) break;
  }
  await sql`DELETE FROM authority_latest_positions WHERE received_at < ${cutoff}`.execute(db);
  return total;
}

export interface PositionRetention {
  stop(): Promise<void>;
}

/** Prunes now and every `everyMs` (10 min): a day's retention is kept to within minutes. */
export function startPositionRetention(db: Db, log: Logger, everyMs = 10 * 60_000): PositionRetention {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = prunePositions(db)
      .then((deleted) => deleted > 0 && log.info({ deleted }, 'old authority positions deleted'))
      .catch((err: Error) => log.warn({ err: err.message }, 'position retention failed; tried again later'));
  };
  const timer = setInterval(prune, everyMs);
  prune();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
