import type { Db } from '@ppd/db';
import { type ActiveAuthority, ASSIGN_LIST_LIMIT, type AuthorityRow, hasLocation } from '@ppd/domain';
import { sql } from 'kysely';
import { iso, usernameId } from '../people/index.ts';
import { busyAuthority } from '../positions/index.ts';

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

/** Where to measure from: an alert's place, or a point the caller gives. */
export interface Near {
  lat: number;
  lon: number;
}

const geography = (near: Near) => sql`ST_SetSRID(ST_MakePoint(${near.lon}, ${near.lat}), 4326)::geography`;

/**
 * The closest active authority with a fix and no assigned alert: a KNN walk (`<->`) of the latest positions' GiST
 * index, nearest first, stopping at the first free one.
 */
export async function closestFreeAuthority(db: Db, near: Near): Promise<number | null> {
  const row = await db
    .selectFrom('authority_latest_positions as p')
    .innerJoin('users as u', 'u.id', 'p.authority_id')
    .where('u.inactive', '=', false)
    .where(sql<boolean>`NOT ${busyAuthority('p.authority_id')}`)
    .select('p.authority_id')
    .orderBy(sql`p.location <-> ${geography(near)}`)
    .limit(1)
    .executeTakeFirst();
  return row?.authority_id ?? null;
}

/**
 * Who may take an alert: active authorities, most recently seen first; `near` an alert, the ASSIGN_LIST_LIMIT
 * nearest by their latest fix (those without a fix last), the closest free one marked `nearest`.
 */
export async function listActiveAuthorities(db: Db, near: Near | null = null): Promise<ActiveAuthority[]> {
  const distance = near ? sql<number | null>`p.location <-> ${geography(near)}` : sql<null>`NULL::float8`;
  const [rows, nearestId] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('authority_categories as c', 'c.id', 'u.category_id')
      .leftJoin('authority_latest_positions as p', 'p.authority_id', 'u.id')
      .where('u.type', '=', 'authority')
      .where('u.inactive', '=', false)
      .select([
        'u.id',
        'u.name',
        'u.last_name',
        'c.name_category',
        'u.last_seen_at',
        'p.fixed_at',
        distance.as('distance_m'),
        busyAuthority('u.id').as('busy'),
        sql<Date>`now()`.as('now'),
      ])
      .orderBy(near ? sql`distance_m NULLS LAST` : sql`u.last_seen_at DESC NULLS LAST`)
      .orderBy('u.name')
      .orderBy('u.id')
      .$if(near !== null, (q) => q.limit(ASSIGN_LIST_LIMIT))
      .execute(),
    near ? closestFreeAuthority(db, near) : null,
  ]);
  return rows.map(({ last_seen_at, fixed_at, now, ...r }) => ({
    ...r,
    last_date: iso(last_seen_at),
    fixed_at: iso(fixed_at),
    now: now.toISOString(),
    nearest: r.id === nearestId,
  }));
}

/** Where an alert was raised, when it says (an app without a fix sends 0, 0). */
export async function alertPlace(db: Db, alertId: number): Promise<Near | null> {
  const alert = await db.selectFrom('alerts').select(['lat', 'lon']).where('id', '=', alertId).executeTakeFirst();
  return alert && hasLocation(alert) ? alert : null;
}

export function listAuthorityCategories(db: Db) {
  return db.selectFrom('authority_categories').selectAll().orderBy('name_category').execute();
}
