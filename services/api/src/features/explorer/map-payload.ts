import type { Db } from '@ppd/db';
import { type RawBuilder, sql } from 'kysely';
import { type ExplorerFilter, explorerConditions } from './queries.ts';

/** The TWKB precision: 6 decimals of a degree, about 0.1 m, finer than any GPS the records come from. */
const PRECISION = 6;

/**
 * Where the frame after record `from` ends: the id of the `size`th record after it, whatever the filter (an index-only
 * walk of the primary key), or null when fewer are left. Frames are id ranges, so that several can be read at once.
 */
async function frameEnd(db: Db, from: number, size: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM records WHERE id > ${from} ORDER BY id OFFSET ${size - 1} LIMIT 1
  `.execute(db);
  return rows[0]?.id ?? null;
}

/**
 * One frame of the map payload (packages/domain/src/map-payload.ts): the records in (from, to] that pass the filter
 * (to null: all after from), written by PostgreSQL whole: the four filter columns as big-endian int4s and the
 * geometries with their ids as one TWKB. Null when none pass. Only the `records` table is read (no joins): the names
 * and the rest come with a record's details, on click.
 */
async function readFrame(db: Db, where: RawBuilder<unknown>[], from: number, to: number | null) {
  const { rows } = await sql<{ frame: Buffer | null }>`
    SELECT int4send(n) || int4send(length(twkb)) || columns || twkb AS frame FROM (
      SELECT count(*)::int AS n,
        string_agg(
          int4send(id_proyecto) || int4send(id_cat_principal) || int4send(id_cat_secundaria) || int4send(id_tipo),
          ''::bytea ORDER BY id
        ) AS columns,
        ST_AsTWKB(array_agg(geom ORDER BY id), array_agg(id::bigint ORDER BY id), ${PRECISION}) AS twkb
      FROM records r
      WHERE r.id > ${from} ${to === null ? sql`` : sql`AND r.id <= ${to}`} AND ${sql.join(where, sql` AND `)}
    ) AS batch
  `.execute(db);
  return rows[0]?.frame ?? null;
}

/**
 * The whole payload, frame after frame of up to `batchSize` records. PostgreSQL writes the frames, the API only
 * passes them on: `inFlight` frames are read at once (on their own connections) while the first is sent.
 */
export async function* mapPayload(
  db: Db,
  filter: ExplorerFilter,
  batchSize = 10_000,
  inFlight = 2,
): AsyncGenerator<Buffer> {
  const where = explorerConditions(filter);
  if (!where) return;
  const frames: Promise<Buffer | null>[] = [];
  let from: number | null = 0;
  try {
    for (;;) {
      while (from !== null && frames.length < inFlight) {
        const to: number | null = await frameEnd(db, from, batchSize);
        frames.push(readFrame(db, where, from, to));
        from = to;
      }
      const next = frames.shift();
      if (!next) return;
      const frame = await next;
      if (frame) yield frame;
    }
  } finally {
    for (const frame of frames) frame.catch(() => {});
  }
}
