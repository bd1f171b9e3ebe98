import type { Db } from '@ppd/db';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';

/**
 * The app reports where its user is: an authority's position and "last connection" (the assign modal), a visitor's
 * position (the audience of survey and event sends).
 */
export async function reportPosition(db: Db, user: SessionUser, lat: number, lon: number): Promise<Date> {
  const row = await db
    .updateTable('users')
    .set({ last_location: sql`ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326)`, last_seen_at: sql`now()` })
    .where('id', '=', user.id)
    .returning('last_seen_at')
    .executeTakeFirstOrThrow();
  return row.last_seen_at!;
}
