import { type RawBuilder, sql } from 'kysely';
import type { Db } from './connect.ts';
import type { ReportKind } from './tables/reports.ts';

/** A window's row whose minute has passed: the report starts a new one (@fastify/rate-limit's fixed window). */
const windowPassed = sql`q.window_start <= now() - interval '1 minute'`;

/**
 * Takes one report of `kind` from a visitor's quota of `max` a minute, in the statement that files the report (no
 * round trip of its own): an upsert that returns the visitor's id only when the report is allowed. The row's lock
 * orders one visitor's concurrent reports and READ COMMITTED re-checks the WHERE on the row as the previous holder
 * left it, so of 20 sent at once with a limit of 2 exactly 2 pass.
 */
export function takeReport(userId: number, kind: ReportKind, max: number): RawBuilder<{ user_id: number }> {
  return sql`INSERT INTO report_quotas AS q (user_id, kind, window_start, reports)
    VALUES (${userId}, ${kind}, now(), 1)
    ON CONFLICT (user_id, kind) DO UPDATE SET
      window_start = CASE WHEN ${windowPassed} THEN now() ELSE q.window_start END,
      reports = CASE WHEN ${windowPassed} THEN 1 ELSE q.reports + 1 END
    WHERE ${windowPassed} OR q.reports < ${max}
    RETURNING q.user_id`;
}

/** Whole seconds until a visitor's window of `kind` ends (at least 1): a refused report's `retry-after`. */
export async function secondsToNextReport(db: Db, userId: number, kind: ReportKind): Promise<number> {
  const { rows } = await sql<{ seconds: number }>`
    SELECT greatest(1, ceil(extract(epoch FROM window_start + interval '1 minute' - now())))::int AS seconds
    FROM report_quotas WHERE user_id = ${userId} AND kind = ${kind}`.execute(db);
  return rows[0]?.seconds ?? 1;
}
