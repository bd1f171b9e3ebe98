import { type Db, isoInstant, notifyOutbox } from '@ppd/db';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';

/** How often the sweeper looks for due deadlines: a breach is written at most this long after it falls due. */
export const CLOCK_SWEEP_MS = 250;
const BATCH = 1_000;

/**
 * Fires the due deadlines of `response_deadlines` (docs/decisions/response-clocks.md) in one statement: it claims
 * them (`FOR UPDATE SKIP LOCKED`, so several workers share the work), moves each to its next level (`fired_level`,
 * `next_due`) and writes each breach's outbox row. The mark and the event commit together, so a worker killed at any
 * point neither fires a level twice nor loses one: an unfired level is still due on the next sweep of any worker. The
 * administrators told are those active when it fires. Returns how many fired.
 */
export async function fireDue(db: Db, batch = BATCH): Promise<number> {
  const { rows } = await sql<{ fired: number }>`
    WITH due AS (
      SELECT item_id, phase FROM response_deadlines
      WHERE next_due <= clock_timestamp()
      ORDER BY next_due LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    ), fired AS (
      UPDATE response_deadlines d
      SET fired_level = d.fired_level + 1, next_due = CASE WHEN d.fired_level = 0 THEN d.second_due END
      FROM due WHERE d.item_id = due.item_id AND d.phase = due.phase
      RETURNING d.item_id, d.phase, d.fired_level AS level,
                CASE d.fired_level WHEN 1 THEN d.first_due ELSE d.second_due END AS due_at
    ), admins AS (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'email', email) ORDER BY id), '[]') AS list
      FROM users WHERE type = 'monitor' AND is_admin AND NOT inactive
    ), events AS (
      INSERT INTO outbox (type, payload)
      SELECT CASE WHEN f.phase IN ('assignment', 'attended') THEN 'alert.response_overdue'
                  ELSE 'complaint.response_overdue' END,
             jsonb_build_object(
               'id', f.item_id, 'phase', f.phase, 'level', f.level,
               'deadline', ${isoInstant(sql`f.due_at`)},
               'label', coalesce(t.tipo_alerta, k.name, ''), 'admins', admins.list)
      FROM fired f CROSS JOIN admins
      LEFT JOIN alerts a ON a.id = f.item_id AND f.phase IN ('assignment', 'attended')
      LEFT JOIN alert_types t ON t.id = a.alert_type_id
      LEFT JOIN complaints c ON c.id = f.item_id AND f.phase IN ('first_answer', 'closing')
      LEFT JOIN complaint_categories k ON k.id = c.category_id
      ORDER BY f.due_at
      RETURNING id
    )
    SELECT count(*)::int AS fired, ${notifyOutbox()} FROM events HAVING count(*) > 0
  `.execute(db);
  return rows[0]?.fired ?? 0;
}

export interface ClockSweeper {
  stop(): Promise<void>;
}

/**
 * Sweeps every `everyMs`; a sweep that fired anything goes again at once: a backlog after a restart, and a second
 * level that fell due while the first waited.
 */
export function startClockSweeper(db: Db, log: Logger, everyMs = CLOCK_SWEEP_MS): ClockSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      while (!stopped && (await fireDue(db)) > 0);
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
