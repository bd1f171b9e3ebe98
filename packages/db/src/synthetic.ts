import { STUDY_LEVELS } from '@ppd/domain';
import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** The send-modal box (spec §9): where synthetic visitors stand. */
export const SEND_BOX = { west: -99.229, south: 19.395, east: -99.174, north: 19.432 } as const;

/**
 * `n` visitors for tests and benchmarks, written by PostgreSQL itself (one statement): sexes alternate, ages
 * 15..74, study levels in turn, positions spread over the send-modal box by a fixed hash of their number (so a
 * run is repeatable). Returns nothing: select them by `email LIKE '<tag>.%'`.
 */
export async function insertSyntheticVisitors(db: Db, n: number, tag: string): Promise<void> {
  const box = SEND_BOX;
  await sql`
    INSERT INTO users (type, email, password_hash, name, last_name, sex, age, nivel_estudios, last_location)
    SELECT 'visitor', ${tag} || '.' || g || '@example.org', 'x', 'Visitante', g::text,
      CASE WHEN g % 2 = 0 THEN 'H' ELSE 'M' END, 15 + (g * 7) % 60,
      (${sql.val([...STUDY_LEVELS])}::text[])[1 + g % 6],
      ST_SetSRID(ST_MakePoint(
        ${box.west} + (${box.east - box.west}) * ((hashint4(g) & 65535) / 65535.0),
        ${box.south} + (${box.north - box.south}) * (((hashint4(g) >> 16) & 65535) / 65535.0)), 4326)
    FROM generate_series(1, ${n}) g
  `.execute(db);
}
