import type { SendFilter } from '@ppd/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.ts';
import type { SendKind } from './tables/bulk-sends.ts';

/** Runs `run` with these planner settings, in a transaction of its own or the caller's, restoring them after. */
async function withSettings<T>(
  db: Kysely<Database>,
  settings: Record<string, string>,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const scoped = async (trx: Kysely<Database>) => {
    const set = async (values: Record<string, string>) => {
      const pairs = Object.entries(values).map(([name, value]) => sql`(${name}, ${value})`);
      const { rows } = await sql<{ name: string; was: string }>`
        SELECT name, current_setting(name) AS was, set_config(name, value, true)
        FROM (VALUES ${sql.join(pairs)}) AS v(name, value)`.execute(trx);
      return Object.fromEntries(rows.map((r) => [r.name, r.was]));
    };
    const before = await set(settings);
    try {
      return await run(trx);
    } finally {
      await set(before);
    }
  };
  return db.isTransaction ? scoped(db) : db.transaction().execute(scoped);
}

/**
 * Who a bulk send reaches: active visitors matching the demographic filter and, when an area is drawn, whose last
 * reported position (`users.last_location`, the only place a visitor's location is kept) intersects it. Visitors
 * that never reported a position are outside every area. `area` is a geometry expression; the GiST index
 * `users_visitor_location_idx` (partial on type = 'visitor') serves the ST_Intersects. With `kind` (an expression
 * giving 'survey' or 'event'), visitors who opposed that kind of send (`send_opt_outs`) are left out.
 */
export function audienceCondition(
  f: SendFilter,
  area: RawBuilder<unknown> | null,
  alias = 'u',
  kind: RawBuilder<unknown> | null = null,
): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const parts: RawBuilder<unknown>[] = [sql`${col('type')} = 'visitor'`, sql`NOT ${col('inactive')}`];
  if (kind) parts.push(sql`NOT (${kind} = ANY(${col('send_opt_outs')}))`);
  if (f.sex) parts.push(sql`${col('sex')} = ${f.sex}`);
  if (f.min_age !== null) parts.push(sql`${col('age')} >= ${f.min_age}`);
  if (f.max_age !== null) parts.push(sql`${col('age')} <= ${f.max_age}`);
  if (f.level_studies) parts.push(sql`${col('nivel_estudios')} = ${f.level_studies}`);
  if (area) parts.push(sql`ST_Intersects(${col('last_location')}, ${area})`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** A WKT polygon (EPSG:4326) as a geometry expression. */
export const wktGeometry = (wkt: string) => sql<string>`ST_GeomFromText(${wkt.replace(/^SRID=4326;/i, '')}, 4326)`;

/**
 * How many visitors a filter reaches now (the send modal's live count) and, for a kind of send, how many of those
 * the filter matches are left out because they opposed that kind.
 */
export async function countAudience(
  db: Kysely<Database>,
  f: SendFilter,
  kind: SendKind | null = null,
): Promise<{ total: number; opted_out: number }> {
  const area = f.wkt ? wktGeometry(f.wkt) : null;
  const opposed = kind ? sql`${kind} = ANY(u.send_opt_outs)` : sql`false`;
  const { rows } = await sql<{ total: number; opted_out: number }>`
    SELECT count(*) FILTER (WHERE NOT (${opposed}))::int AS total, count(*) FILTER (WHERE ${opposed})::int AS opted_out
    FROM users u WHERE ${audienceCondition(f, area)}
  `.execute(db);
  return rows[0]!;
}

/**
 * Materialises a pending send's audience in one statement: the visitors in id order, cut into chunks of the
 * send's `chunk_size` (chunk 0 first), and the send's total and status set from them. Returns null when the send
 * is not pending (already materialised, or gone), so a re-run changes nothing.
 */
export async function materialiseAudience(
  db: Kysely<Database>,
  sendId: number,
  f: SendFilter,
): Promise<{ total: number } | null> {
  const area = f.wkt ? sql`(SELECT area FROM bulk_sends WHERE id = ${sendId})` : null;
  const sendKind = sql`(SELECT kind FROM bulk_sends WHERE id = ${sendId})`;
  // The planner cannot see how many visitors the stored area holds and picks a plain index scan, whose random heap
  // reads took 2-3x the bitmap scan; the ids are sorted and sliced in memory, not on disk.
  return withSettings(db, { enable_indexscan: 'off', work_mem: '64MB' }, async (trx) => {
    const { rows } = await sql<{ total: number }>`
      WITH send AS (
        SELECT id, chunk_size FROM bulk_sends WHERE id = ${sendId} AND status = 'pending' FOR UPDATE
      ), audience AS (
        SELECT array_agg(u.id ORDER BY u.id) AS ids FROM users u WHERE ${audienceCondition(f, area, 'u', sendKind)}
      ), chunks AS (
        INSERT INTO bulk_send_chunks (send_id, chunk, visitor_ids)
        SELECT send.id, g, ids[g * send.chunk_size + 1 : (g + 1) * send.chunk_size]
        FROM send, audience, generate_series(0, (coalesce(cardinality(ids), 0) - 1) / send.chunk_size) g
        WHERE ids IS NOT NULL
        ON CONFLICT DO NOTHING
        RETURNING cardinality(visitor_ids) AS n
      ), counted AS (SELECT coalesce(sum(n), 0)::int AS n FROM chunks)
      UPDATE bulk_sends b
      SET total = counted.n,
          status = CASE WHEN counted.n = 0 THEN 'done' ELSE 'running' END,
          finished_at = CASE WHEN counted.n = 0 THEN now() END
      FROM send, counted
      WHERE b.id = send.id
      RETURNING b.total
    `.execute(trx);
    return rows[0] ?? null;
  });
}
