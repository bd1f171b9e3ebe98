import type { Db } from '@ppd/db';
import {
  type ComplaintStatus,
  OPEN311_DEFAULT_DAYS,
  OPEN311_MAX_REQUESTS,
  OPEN311_STATUS_OF,
  type Open311RequestsQuery,
} from '@ppd/domain';
import { sql } from 'kysely';

const DAY_MS = 86_400_000;

/** A complaint with what a service request shows of it: never who filed it. */
function requestRows(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .select(['c.id', 'c.category_id', 'k.name as category_name', 'c.text', 'c.status', 'c.reply'])
    .select(['c.date', 'c.updated_at', 'c.lat', 'c.lon', 'c.url']);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number];

const statusesOf = (open311: readonly string[]) =>
  (Object.keys(OPEN311_STATUS_OF) as ComplaintStatus[]).filter((s) => open311.includes(OPEN311_STATUS_OF[s]));

/**
 * GET requests. Named ids answer alone (the standard ignores the other filters then); otherwise the window is the
 * dates asked for, by default the 90 days up to now (or up to end_date), newest first, at most 1,000.
 */
export async function findRequests(db: Db, q: Open311RequestsQuery): Promise<RequestRow[]> {
  let query = requestRows(db).orderBy('c.date', 'desc').orderBy('c.id', 'desc').limit(OPEN311_MAX_REQUESTS);
  if (q.service_request_id) return query.where('c.id', 'in', q.service_request_id).execute();
  const end = q.end_date ?? new Date();
  const start = q.start_date ?? new Date(end.getTime() - OPEN311_DEFAULT_DAYS * DAY_MS);
  query = query.where('c.date', '>=', start).where('c.date', '<=', end);
  if (q.service_code) query = query.where('c.category_id', 'in', q.service_code);
  if (q.status) query = query.where('c.status', 'in', statusesOf(q.status));
  return query.execute();
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  return requestRows(db).where('c.id', '=', id).executeTakeFirst();
}

/**
 * When each open complaint is expected to be closed, by id: its filing plus its category's closing target in business
 * days (the complaints' response clock, `business_deadline` in PostgreSQL, the same the overdue sweep fires on).
 */
export async function expectedDatetimes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .select(['c.id', sql<Date>`business_deadline(c.date, k.closing_days)`.as('due')])
    .where('c.id', 'in', ids)
    .where('c.status', '!=', 'atendida')
    .execute();
  return new Map(rows.map((r) => [r.id, r.due.toISOString()]));
}
