import type { Db } from '@ppd/db';
import { sql } from 'kysely';
import { type ExplorerFilter, explorerConditions } from './queries.ts';

/** The TWKB precision: 6 decimals of a degree, about 0.1 m, finer than any GPS the records come from. */
const PRECISION = 6;

type Frame = { last: number | null; frame: Buffer | null } | undefined;

/**
 * One frame of the map payload (packages/domain/src/map-payload.ts) after `last`, written by PostgreSQL whole:
 * the four filter columns as big-endian int4s and the geometries with their ids as one TWKB. Only the `records`
 * table is read (no joins): the names and the rest come with a record's details, on click.
 */
export function mapFrameQuery(db: Db, filter: ExplorerFilter, size: number) {
  const where = explorerConditions(filter);
  return async (last: number): Promise<Frame> => {
    if (!where) return undefined;
    const { rows } = await sql<NonNullable<Frame>>`
      SELECT last, int4send(n) || int4send(length(twkb)) || columns || twkb AS frame FROM (
        SELECT max(id) AS last, count(*)::int AS n,
          string_agg(
            int4send(id_proyecto) || int4send(id_cat_principal) || int4send(id_cat_secundaria) || int4send(id_tipo),
            ''::bytea ORDER BY id
          ) AS columns,
          ST_AsTWKB(array_agg(geom ORDER BY id), array_agg(id::bigint ORDER BY id), ${PRECISION}) AS twkb
        FROM (
          SELECT r.id, r.id_proyecto, r.id_cat_principal, r.id_cat_secundaria, r.id_tipo, r.geom
          FROM records r
          WHERE r.id > ${last} AND ${sql.join(where, sql` AND `)}
          ORDER BY r.id
          LIMIT ${size}
        ) AS page
      ) AS batch
    `.execute(db);
    return rows[0];
  };
}

/** The whole payload, frame after frame; the next frame is asked for while this one is sent. */
export async function* mapPayload(db: Db, filter: ExplorerFilter, batchSize = 10_000): AsyncGenerator<Buffer> {
  const next = mapFrameQuery(db, filter, batchSize);
  let pending = next(0);
  try {
    for (;;) {
      const batch = await pending;
      if (!batch?.frame || batch.last === null) break;
      pending = next(batch.last);
      yield batch.frame;
    }
  } finally {
    pending.catch(() => {});
  }
}
