import { type Db, positionCutoff } from '@ppd/db';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';
import { type RetentionJob, startRetentionJob } from '../retention/periodic.ts';

/**
 * Deletes the authorities' positions received longer ago than Configuración's retention (`settings`), history and
 * latest alike, in batches (no statement holds many rows or locks for long). Returns how many history rows went.
 */
export async function prunePositions(db: Db, batch = 5_000): Promise<number> {
  const cutoff = positionCutoff;
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

export type PositionRetention = RetentionJob;

/** Prunes now and every `everyMs` (10 min): a day's retention is kept to within minutes. */
export const startPositionRetention = (db: Db, log: Logger, everyMs = 10 * 60_000): PositionRetention =>
  startRetentionJob(
    'authority positions',
    () => prunePositions(db),
    (deleted) => deleted > 0,
    log,
    everyMs,
  );
