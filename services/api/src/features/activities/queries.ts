import type { Db } from '@ppd/db';
import type { ActivityView, DuplicateActivity, GeoJSONLineFeature } from '@ppd/domain';
import { sql } from 'kysely';

const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;

/**
 * Activities with their category, place and comment count, as the screens and the apps read them. The apps count only
 * the visible comments: a hidden one is neither shown nor counted to visitors.
 */
function activityViews(db: Db, audience: 'staff' | 'app' = 'staff') {
  const counted = audience === 'app' ? sql`AND k.status` : sql``;
  return db
    .selectFrom('activities as e')
    .innerJoin('activity_categories as c', 'c.id', 'e.category_id')
    .innerJoin('places as p', 'p.id', 'e.lugar_id')
    .select([
      'e.id',
      'e.nombre',
      'e.descripcion',
      'e.fecha',
      hhmm('e.hora').as('hora'),
      'e.fecha_final',
      hhmm('e.hora_final').as('hora_final'),
      'e.category_id',
      'c.name',
      'c.color',
      'e.lugar_id',
      'p.nombre as lugar',
      'e.poll_id',
      sql<string>`coalesce(e.url, '')`.as('url'),
      'e.imagen',
      'e.imagen2',
      sql<GeoJSONLineFeature | null>`
        CASE WHEN e.route IS NULL THEN NULL
        ELSE jsonb_build_object('type', 'Feature', 'properties', '{}'::jsonb, 'geometry', ST_AsGeoJSON(e.route)::jsonb)
        END`.as('ruta'),
      'e.kml',
      'e.lat',
      'e.lng',
      'e.autor_id',
      sql<number>`(SELECT count(*)::int FROM activity_comments k WHERE k.id_point = e.id ${counted})`.as('comments'),
    ]);
}

/** Every activity, by name (spec §9: events sorted by name ascending by default). */
export function listActivities(db: Db): Promise<ActivityView[]> {
  return activityViews(db).orderBy(sql`lower(e.nombre)`).orderBy('e.id').execute();
}

/** One activity as the visitors' app reads it. */
export function findActivity(db: Db, id: number): Promise<ActivityView | undefined> {
  return activityViews(db, 'app').where('e.id', '=', id).executeTakeFirst();
}

/** Activities that start or are still on from today (Mexico City), soonest first: what the visitors' app lists. */
export function upcomingActivities(db: Db): Promise<ActivityView[]> {
  return activityViews(db, 'app')
    .where('e.fecha_final', '>=', sql<string>`(now() AT TIME ZONE 'America/Mexico_City')::date`)
    .orderBy('e.fecha')
    .orderBy('e.hora')
    .orderBy('e.id')
    .execute();
}

/** An activity in the calendar feed: as the apps read it, and when it last changed (its DTSTAMP). */
export type CalendarActivity = ActivityView & { updated_at: Date };

/** Every activity for the calendar feed, or one category's (`categoryId`), in the order they happen. */
export function calendarActivities(db: Db, categoryId?: number): Promise<CalendarActivity[]> {
  const all = activityViews(db, 'app').select('e.updated_at').orderBy('e.fecha').orderBy('e.hora').orderBy('e.id');
  return (categoryId === undefined ? all : all.where('e.category_id', '=', categoryId)).execute();
}

/** An activity category's name, or undefined when there is none with that id. */
export async function activityCategoryName(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('activity_categories').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** Other activities registered at the same start date and time (spec §3 "Duplicate event"). */
export function duplicatesOf(
  db: Db,
  activity: { id: number; fecha: string; hora: string },
): Promise<DuplicateActivity[]> {
  return db
    .selectFrom('activities as e')
    .select([
      'e.id as evento_id',
      'e.nombre as nombre_evento',
      'e.fecha',
      hhmm('e.hora').as('hora'),
      'e.fecha_final',
      hhmm('e.hora_final').as('hora_final'),
      'e.lat',
      'e.lng',
    ])
    .where('e.fecha', '=', activity.fecha)
    .where('e.hora', '=', activity.hora)
    .where('e.id', '<>', activity.id)
    .orderBy('e.id')
    .execute();
}
