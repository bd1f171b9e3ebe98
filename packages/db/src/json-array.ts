import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './connect.ts';

/**
 * A select's rows as one JSON array text that PostgreSQL writes (PostgREST's way): the client parses one text value
 * instead of every row's every field, and a reply sends it as is, parsed and stringified by no one. The select names
 * its columns as the JSON's fields, in their order, each written as the JSON should read it (an instant through
 * `isoInstant`); the array keeps the select's order.
 */
// biome-ignore lint/suspicious/noExplicitAny: any select of any tables; only its rows' JSON comes out.
export const jsonArray = (db: Db, rows: SelectQueryBuilder<any, any, any>) =>
  db.selectFrom(rows.as('r')).select(sql<string>`coalesce(json_agg(r), '[]')::text`.as('json'));
