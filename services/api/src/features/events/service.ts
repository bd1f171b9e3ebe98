import { type Db, recordEvent } from '@ppd/db';
import {
  EVENT_MAP,
  type EventBody,
  type EventCreated,
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
import { EventFiles, removeEventFiles } from './files.ts';
import type { EventForm } from './form.ts';
import { duplicatesOf } from './queries.ts';
import { drawnRoute, fileRoute } from './route-geometry.ts';

const t = messages.events;
const notFound = () => new AppError('NotFound', t.notFound, 'id');

/** The category, place and poll must exist (400 on the field otherwise); answers the place's point for the marker. */
async function checkReferences(db: Db, body: EventBody): Promise<{ lat: number; lng: number }> {
  const category = await db.selectFrom('event_categories').select('id').where('id', '=', body.category_id).execute();
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
  return { lat: place.lat ?? EVENT_MAP.centre.latitude, lng: place.lng ?? EVENT_MAP.centre.longitude };
}

type RouteChange = { keep: true } | { keep: false; line: GeoJSONLineFeature | null; file: EventForm['kmlFile'] };

/** Drawing a route and uploading a file replace each other (spec §2); absent on update keeps the stored one. */
async function routeChange(db: Db, body: EventBody, form: EventForm, updating: boolean): Promise<RouteChange> {
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
  body: EventBody,
  form: EventForm,
  route: RouteChange,
  place: { lat: number; lng: number },
  files: EventFiles,
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

/** Creates an event and answers the others at the same date and time. */
export async function createEvent(ctx: SaveContext, body: EventBody, form: EventForm): Promise<EventCreated> {
  const place = await checkReferences(ctx.db, body);
  const route = await routeChange(ctx.db, body, form, false);
  const files = new EventFiles(ctx.storage);
  try {
    const values = await columnsOf(body, form, route, place, files);
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('events')
        .values({ ...values, autor_id: ctx.me.id })
        .returning(['id', 'nombre', 'fecha', 'hora'])
        .executeTakeFirstOrThrow();
      await recordEvent(trx, 'event.created', { event: { id: row.id, nombre: row.nombre } }, ctx.me);
      return { status: 'ok' as const, id: row.id, events: await duplicatesOf(trx, row) };
    });
  } catch (err) {
    await files.discard();
    throw err;
  }
}

async function lockEvent(trx: Db, id: number) {
  const row = await trx
    .selectFrom('events')
    .select(['id', 'nombre', 'imagen', 'imagen2', 'kml', 'lat', 'lng', 'route', 'autor_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The event, locked, if `me` may edit or delete it: its author or an administrator (any gestor may send it). */
async function lockForChange(trx: Db, me: SessionUser, id: number) {
  const row = await lockEvent(trx, id);
  mustBeAuthorOrAdmin(me, row.autor_id);
  return row;
}

export async function updateEvent(ctx: SaveContext, id: number, body: EventBody, form: EventForm): Promise<void> {
  const place = await checkReferences(ctx.db, body);
  const route = await routeChange(ctx.db, body, form, true);
  const files = new EventFiles(ctx.storage);
  try {
    const values = await columnsOf(body, form, route, place, files);
    const replaced = await ctx.db.transaction().execute(async (trx) => {
      const before = await lockForChange(trx, ctx.me, id);
      // A kept route keeps its marker too.
      const marker = route.keep && before.route ? { lat: before.lat, lng: before.lng } : {};
      await trx
        .updateTable('events')
        .set({ ...values, ...marker })
        .where('id', '=', id)
        .execute();
      await recordEvent(trx, 'event.updated', { event: { id, nombre: body.nombre } }, ctx.me);
      return [
        'imagen' in values ? before.imagen : null,
        'imagen2' in values ? before.imagen2 : null,
        'kml' in values ? before.kml : null,
      ];
    });
    await removeEventFiles(ctx.storage, replaced);
  } catch (err) {
    await files.discard();
    throw err;
  }
}

/** Deletes the event with its comments and sends; its files go after the commit. */
export async function deleteEvent(ctx: SaveContext, id: number): Promise<void> {
  const gone = await ctx.db.transaction().execute(async (trx) => {
    const event = await lockForChange(trx, ctx.me, id);
    await deleteSendsOf(trx, 'event', id);
    await trx.deleteFrom('events').where('id', '=', id).execute();
    await recordEvent(trx, 'event.deleted', { event: { id, nombre: event.nombre } }, ctx.me);
    return [event.imagen, event.imagen2, event.kml];
  });
  await removeEventFiles(ctx.storage, gone);
}

/** Records the send and its event; the bulk-send worker materialises the audience and delivers it. */
export async function sendEvent(db: Db, me: SessionUser, id: number, filter: SendFilterBody): Promise<number> {
  await checkArea(db, filter.wkt);
  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, id);
    const send = await createBulkSend(trx, {
      kind: 'event',
      targetId: id,
      filter,
      message: { kind: 'event.sent', title: 'Nuevo evento', body: event.nombre, data: { eventId: id } },
      createdBy: me.id,
    });
    if (send.isNew)
      await recordEvent(trx, 'event.sent', { event: { id, nombre: event.nombre }, filter, sendId: send.id }, me);
    return send.id;
  });
}
