import { type Db, recordEvent } from '@ppd/db';
import {
  ACTIVITY_MAP,
  type ActivityBody,
  type ActivityCreated,
  type GeoJSONLineFeature,
  messages,
  type SendFilterBody,
} from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { mustBeAuthorOrAdmin } from '../../shared/authorship.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { checkArea, createBulkSend, deleteSendsOf } from '../bulk-send/index.ts';
import { ActivityFiles, removeActivityFiles } from './files.ts';
import type { ActivityForm } from './form.ts';
import { duplicatesOf } from './queries.ts';
import { drawnRoute, fileRoute } from './route-geometry.ts';

const t = messages.activities;
const notFound = () => new AppError('NotFound', t.notFound, 'id');

/** The category, place and poll must exist (400 on the field otherwise); answers the place's point for the marker. */
async function checkReferences(db: Db, body: ActivityBody): Promise<{ lat: number; lng: number }> {
  const category = await db.selectFrom('activity_categories').select('id').where('id', '=', body.category_id).execute();
  if (category.length === 0) throw validationError('category_id', t.categoryNotFound);
  const place = await db
    .selectFrom('places')
    .select([
      sql<number | null>`ST_Y(ST_PointOnSurface(geom))`.as('lat'),
      sql<number | null>`ST_X(ST_PointOnSurface(geom))`.as('lng'),
    ])
    .where('id', '=', body.lugar_id)
    .executeTakeFirst();
  if (!place) throw validationError('lugar_id', t.placeNotFound);
  if (body.poll_id !== null) {
    const poll = await db.selectFrom('surveys').select('id').where('id', '=', body.poll_id).executeTakeFirst();
    if (!poll) throw validationError('poll_id', t.pollNotFound);
  }
  return { lat: place.lat ?? ACTIVITY_MAP.centre.latitude, lng: place.lng ?? ACTIVITY_MAP.centre.longitude };
}

type RouteChange = { keep: true } | { keep: false; line: GeoJSONLineFeature | null; file: ActivityForm['kmlFile'] };

/** Drawing a route and uploading a file replace each other (spec §2); absent on update keeps the stored one. */
async function routeChange(db: Db, body: ActivityBody, form: ActivityForm, updating: boolean): Promise<RouteChange> {
  if (body.type === 'draw')
    return { keep: false, line: body.route ? await drawnRoute(db, body.route) : null, file: null };
  if (body.type === 'file') {
    if (form.kmlFile) return { keep: false, line: await fileRoute(form.kmlFile), file: form.kmlFile };
    if (updating) return { keep: true };
    throw validationError('kml_file', t.routeFileMissing);
  }
  return updating ? { keep: true } : { keep: false, line: null, file: null };
}

/** The columns of a save; the new files are written first (and discarded by the caller if the save fails). */
async function columnsOf(
  body: ActivityBody,
  form: ActivityForm,
  route: RouteChange,
  place: { lat: number; lng: number },
  files: ActivityFiles,
) {
  const { type: _type, route: _route, ...fields } = body;
  const start = route.keep ? null : route.line?.geometry.coordinates[0];
  return {
    ...fields,
    url: body.url || null,
    ...(form.image ? { imagen: await files.put(body.nombre, form.image.ext, form.image.data) } : {}),
    ...(form.image2 ? { imagen2: await files.put(body.nombre, form.image2.ext, form.image2.data) } : {}),
    ...(route.keep
      ? {}
      : {
          ruta: route.line ? JSON.stringify(route.line) : null,
          route: route.line
            ? sql<string>`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(route.line.geometry)}), 4326)`
            : null,
          kml: route.file
            ? await files.put(
                body.nombre,
                route.file.filename.toLowerCase().endsWith('.kmz') ? 'kmz' : 'kml',
                route.file.data,
              )
            : null,
        }),
    lat: start ? start[1]! : place.lat,
    lng: start ? start[0]! : place.lng,
    updated_at: new Date(),
  };
}

export interface SaveContext {
  db: Db;
  storage: MediaStorage;
  me: SessionUser;
}

type SaveColumns = Awaited<ReturnType<typeof columnsOf>>;

/** Checks a save's references and route, writes its new files, then `write`; a failed save leaves no file behind. */
async function saveWithFiles<T>(
  ctx: SaveContext,
  body: ActivityBody,
  form: ActivityForm,
  updating: boolean,
  write: (values: SaveColumns, route: RouteChange) => Promise<T>,
): Promise<T> {
  const place = await checkReferences(ctx.db, body);
  const route = await routeChange(ctx.db, body, form, updating);
  const files = new ActivityFiles(ctx.storage);
  try {
    return await write(await columnsOf(body, form, route, place, files), route);
  } catch (err) {
    await files.discard();
    throw err;
  }
}

/** Creates an activity and answers the others at the same date and time. */
export function createActivity(ctx: SaveContext, body: ActivityBody, form: ActivityForm): Promise<ActivityCreated> {
  return saveWithFiles(ctx, body, form, false, (values) =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('activities')
        .values({ ...values, autor_id: ctx.me.id })
        .returning(['id', 'nombre', 'fecha', 'hora'])
        .executeTakeFirstOrThrow();
      await recordEvent(trx, 'activity.created', { activity: { id: row.id, nombre: row.nombre } }, ctx.me);
      // `events`: the reply's field on the wire.
      return { status: 'ok' as const, id: row.id, events: await duplicatesOf(trx, row) };
    }),
  );
}

async function lockActivity(trx: Db, id: number) {
  const row = await trx
    .selectFrom('activities')
    .select(['id', 'nombre', 'imagen', 'imagen2', 'kml', 'lat', 'lng', 'route', 'autor_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The activity, locked, if `me` may edit or delete it: its author or an administrator (any gestor may send it). */
async function lockForChange(trx: Db, me: SessionUser, id: number) {
  const row = await lockActivity(trx, id);
  mustBeAuthorOrAdmin(me, row.autor_id);
  return row;
}

export function updateActivity(ctx: SaveContext, id: number, body: ActivityBody, form: ActivityForm): Promise<void> {
  return saveWithFiles(ctx, body, form, true, async (values, route) => {
    const replaced = await ctx.db.transaction().execute(async (trx) => {
      const before = await lockForChange(trx, ctx.me, id);
      // A kept route keeps its marker too.
      const marker = route.keep && before.route ? { lat: before.lat, lng: before.lng } : {};
      await trx
        .updateTable('activities')
        .set({ ...values, ...marker })
        .where('id', '=', id)
        .execute();
      await recordEvent(trx, 'activity.updated', { activity: { id, nombre: body.nombre } }, ctx.me);
      return [
        'imagen' in values ? before.imagen : null,
        'imagen2' in values ? before.imagen2 : null,
        'kml' in values ? before.kml : null,
      ];
    });
    await removeActivityFiles(ctx.storage, replaced);
  });
}

/** Deletes the activity with its comments and sends; its files go after the commit. */
export async function deleteActivity(ctx: SaveContext, id: number): Promise<void> {
  const gone = await ctx.db.transaction().execute(async (trx) => {
    const activity = await lockForChange(trx, ctx.me, id);
    await deleteSendsOf(trx, 'event', id);
    await trx.deleteFrom('activities').where('id', '=', id).execute();
    await recordEvent(trx, 'activity.deleted', { activity: { id, nombre: activity.nombre } }, ctx.me);
    return [activity.imagen, activity.imagen2, activity.kml];
  });
  await removeActivityFiles(ctx.storage, gone);
}

/** Records the send and its domain event; the bulk-send worker materialises the audience and delivers it. */
export async function sendActivity(db: Db, me: SessionUser, id: number, filter: SendFilterBody): Promise<number> {
  await checkArea(db, filter.wkt);
  return db.transaction().execute(async (trx) => {
    const activity = await lockActivity(trx, id);
    const send = await createBulkSend(trx, {
      kind: 'event', // a send's kind is on the wire (send:progress)
      targetId: id,
      filter,
      // The apps' notification kind and data, on the wire since before activities had their name.
      message: { kind: 'event.sent', title: 'Nuevo evento', body: activity.nombre, data: { eventId: id } },
      createdBy: me.id,
    });
    if (send.isNew)
      await recordEvent(
        trx,
        'activity.sent',
        { activity: { id, nombre: activity.nombre }, filter, sendId: send.id },
        me,
      );
    return send.id;
  });
}
