import type { Db } from '@ppd/db';
import type { GestorRow } from '@ppd/domain';
import { iso, usernameId } from '../people/index.ts';

function gestores(db: Db) {
  return db
    .selectFrom('users')
    .where('type', '=', 'monitor')
    .select(['id', 'name', 'last_name', 'email', 'address', 'phone_number', 'age', 'sex', 'profile_image'])
    .select(['inactive', 'is_admin', 'username', 'last_seen_at']);
}

type GestorSelect = Awaited<ReturnType<ReturnType<typeof gestores>['executeTakeFirstOrThrow']>>;
const toGestorRow = ({ last_seen_at, ...r }: GestorSelect): GestorRow => ({
  ...r,
  user_id: r.id,
  username_id: usernameId(r),
  last_date: iso(last_seen_at),
});

export async function listGestores(db: Db): Promise<GestorRow[]> {
  const rows = await gestores(db).orderBy('name').orderBy('last_name').orderBy('id').execute();
  return rows.map(toGestorRow);
}

export async function findGestor(db: Db, id: number): Promise<GestorRow | undefined> {
  const row = await gestores(db).where('id', '=', id).executeTakeFirst();
  return row && toGestorRow(row);
}
