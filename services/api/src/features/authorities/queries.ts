import type { Db } from '@ppd/db';
import type { ActiveAuthority, AuthorityRow } from '@ppd/domain';
import { sql } from 'kysely';
import { iso, usernameId } from '../people/index.ts';

function authorities(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('projects as p', 'p.id', 'u.project_id')
    .leftJoin('authority_categories as c', 'c.id', 'u.category_id')
    .where('u.type', '=', 'authority')
    .select([
      'u.id',
      'u.name',
      'u.last_name',
      'u.email',
      'u.address',
      'u.phone_number',
      'u.age',
      'u.sex',
      'u.profile_image',
      'u.inactive',
      'u.username',
      'u.last_seen_at',
      'u.auth_id',
      'u.project_id',
      'p.nombre as project',
      'u.category_id',
      'c.name_category',
      'u.device_id',
    ]);
}

type AuthoritySelect = Awaited<ReturnType<ReturnType<typeof authorities>['executeTakeFirstOrThrow']>>;

function toAuthorityRow({ last_seen_at, ...r }: AuthoritySelect): AuthorityRow {
  return { ...r, user_id: r.id, username_id: usernameId(r), last_date: iso(last_seen_at) };
}

/** The Monitores list, by name. */
export async function listAuthorities(db: Db): Promise<AuthorityRow[]> {
  const rows = await authorities(db).orderBy('u.name').orderBy('u.last_name').orderBy('u.id').execute();
  return rows.map(toAuthorityRow);
}

export async function findAuthority(db: Db, id: number): Promise<AuthorityRow | undefined> {
  const row = await authorities(db).where('u.id', '=', id).executeTakeFirst();
  return row && toAuthorityRow(row);
}

/** Who may take an alert: active authorities, most recently seen first. */
export async function listActiveAuthorities(db: Db): Promise<ActiveAuthority[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('authority_categories as c', 'c.id', 'u.category_id')
    .where('u.type', '=', 'authority')
    .where('u.inactive', '=', false)
    .select(['u.id', 'u.name', 'u.last_name', 'c.name_category', 'u.last_seen_at', sql<Date>`now()`.as('now')])
    .orderBy(sql`u.last_seen_at DESC NULLS LAST`)
    .orderBy('u.name')
    .execute();
  return rows.map(({ last_seen_at, now, ...r }) => ({ ...r, last_date: iso(last_seen_at), now: now.toISOString() }));
}

export function listAuthorityCategories(db: Db) {
  return db.selectFrom('authority_categories').selectAll().orderBy('name_category').execute();
}
