import { alertReportStatement } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import type { AlertReportFilters, Paging } from '@ppd/domain';
import { sql } from 'kysely';

/**
 * The API's page written as JSON by PostgreSQL itself (json_agg, PostgREST's way), in-process: the road not taken,
 * timed beside the API's own (pg reads the rows, JSON.stringify writes them) so the choice stays measured.
 */
export const jsonAggOf = async (db: Db, f: AlertReportFilters & Paging) =>
  (
    await db
      .selectFrom(alertReportStatement(db, f).as('r'))
      .select(sql<string>`coalesce(json_agg(r), '[]')::text`.as('json'))
      .executeTakeFirstOrThrow()
  ).json;
