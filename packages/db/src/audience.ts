import type { SendFilter } from '@ppd/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Who a bulk send reaches: active visitors matching the demographic filter and, when an area is drawn, whose last
 * reported position (`users.last_location`, the only place a visitor's location is kept) intersects it. Visitors
 * that never reported a position are outside every area. `area` is a geometry expression; the GiST index
 * `users_visitor_location_idx` (partial on type = 'visitor') serves the ST_Intersects.
 */
export function audienceCondition(f: SendFilter, area: RawBuilder<unknown> | null, alias = 'u'): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const parts: RawBuilder<unknown>[] = [sql`${col('type')} = 'visitor'`, sql`NOT ${col('inactive')}`];
  if (f.sex) parts.push(sql`${col('sex')} = ${f.sex}`);
  if (f.min_age !== null) parts.push(sql`${col('age')} >= ${f.min_age}`);
  if (f.max_age !== null) parts.push(sql`${col('age')} <= ${f.max_age}`);
  if (f.level_studies) parts.push(sql`${col('nivel_estudios')} = ${f.level_studies}`);
  if (area) parts.push(sql`ST_Intersects(${col('last_location')}, ${area})`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** A WKT polygon (EPSG:4326) as a geometry expression. */
export const wktGeometry = (wkt: string) => sql<string>`ST_GeomFromText(${wkt.replace(/^SRID=4326;/i, '')}, 4326)`;

/** How many visitors a filter reaches now (the send modal's live count). */
export async function countAudience(db: Kysely<Database>, f: SendFilter): Promise<number> {
  const area = f.wkt ? wktGeometry(f.wkt) : null;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM users u WHERE ${audienceCondition(f, area)}
  `.execute(db);
  return rows[0]!.n;
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
  const { rows } = await sql<{ total: number }>`
    WITH send AS (
      SELECT id, chunk_size FROM bulk_sends WHERE id = ${sendId} AND status = 'pending' FOR UPDATE
    ), audience AS (
      SELECT u.id, (row_number() OVER (ORDER BY u.id) - 1) / send.chunk_size AS chunk
      FROM send CROSS JOIN users u
      WHERE ${audienceCondition(f, area)}
    ), chunks AS (
      INSERT INTO bulk_send_chunks (send_id, chunk, visitor_ids)
      SELECT ${sendId}, chunk, array_agg(id ORDER BY id) FROM audience GROUP BY chunk
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
  `.execute(db);
  return rows[0] ?? null;
}
