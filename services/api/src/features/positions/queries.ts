import type { Db } from '@ppd/db';
import type { ResponderView } from '@ppd/domain';
import { sql } from 'kysely';

/** Whether an ASIGNADA alert is the authority's (the map's and the assign dialog's "on an alert"). */
export const busyAuthority = (authorityId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM alerts a WHERE a.autoridad_id = ${sql.ref(authorityId)} AND a.status = 'ASIGNADA')`;

/** The active authorities with a fix, as the board's map draws them; `ids`: only these (a push's batch). */
export async function listResponders(db: Db, ids?: readonly number[]): Promise<ResponderView[]> {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('authority_latest_positions as p')
    .innerJoin('users as u', 'u.id', 'p.authority_id')
    .where('u.inactive', '=', false)
    .select([
      'u.id',
      'u.name',
      'u.last_name',
      sql<number>`ST_Y(p.location::geometry)`.as('lat'),
      sql<number>`ST_X(p.location::geometry)`.as('lon'),
      'p.accuracy_m as accuracy',
      'p.fixed_at',
      busyAuthority('u.id').as('busy'),
    ]);
  if (ids) query = query.where('u.id', 'in', ids);
  const rows = await query.orderBy('u.id').execute();
  return rows.map((r) => ({ ...r, fixed_at: r.fixed_at.toISOString() }));
}
