import { type Db, OUTBOX_CHANNEL } from '@ppd/db';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';

/** How often the sweeper looks for due deadlines: a breach is written at most this long after it falls due. */
export const CLOCK_SWEEP_MS = 250;
const BATCH = 1_000;

/**
 * Fires the due deadlines of `response_deadlines` (docs/decisions/response-clocks.md) in one statement: it claims
 * them (`FOR UPDATE SKIP LOCKED`, so several workers share the work), marks them fired and writes each breach's
 * outbox row. The mark and the event commit together, so a worker killed at any point neither fires a breach twice
 * nor loses one: an unmarked row is still due on the next sweep of any worker. The administrators told are those
 * active when it fires. Returns how many fired.
 */
export async function fireDue(db: Db, batch = BATCH): Promise<number> {
  const { rows } = await sql<{ fired: number }>`
    WITH due AS (
      SELECT id FROM response_deadlines
      WHERE fired_at IS NULL AND due_at <= clock_timestamp()
      ORDER BY due_at LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    ), fired AS (
      UPDATE response_deadlines d SET fired_at = clock_timestamp() FROM due WHERE d.id = due.id
      RETURNING d.alert_id, d.complaint_id, d.phase, d.level, d.due_at
    ), admins AS (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'email', email) ORDER BY id), '[]') AS list
      FROM users WHERE type = 'monitor' AND is_admin AND NOT inactive
    ), events AS (
      INSERT INTO outbox (type, payload)
      SELECT CASE WHEN f.alert_id IS NULL THEN 'complaint.response_overdue' ELSE 'alert.response_overdue' END,
             jsonb_build_object(
               'id', coalesce(f.alert_id, f.complaint_id), 'phase', f.phase, 'level', f.level,
               'deadline', to_char(f.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'label', coalesce(t.tipo_alerta, k.name, ''), 'admins', admins.list)
      FROM fired f CROSS JOIN admins
      LEFT JOIN alerts a ON a.id = f.alert_id
      LEFT JOIN alert_types t ON t.id = a.alert_type_id
      LEFT JOIN complaints c ON c.id = f.complaint_id
      LEFT JOIN complaint_categories k ON k.id = c.category_id
      ORDER BY f.due_at
      RETURNING id
    )
    SELECT count(*)::int AS fired, pg_notify(${OUTBOX_CHANNEL}, (array_agg(id))[1]::text) FROM events HAVING count(*) > 0
  `.execute(db);
  return rows[0]?.fired ?? 0;
}

export interface ClockSweeper {
  stop(): Promise<void>;
}

/** Sweeps every `everyMs`; a sweep that fills its batch goes again at once (a backlog after a restart). */
export function startClockSweeper(db: Db, log: Logger, everyMs = CLOCK_SWEEP_MS): ClockSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      while (!stopped && (await fireDue(db)) === BATCH);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'response clock sweep failed; tried again shortly');
    }
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  const tick = () => {
    running = sweep();
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
