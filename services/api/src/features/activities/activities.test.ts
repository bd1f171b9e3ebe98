import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { activityFields, activityRequest, createActivityRefs, image, kmzOf, ROUTE, readKml } from './testing.ts';

let t: TestApp;
let staff: string;
let refs: { categoryId: number; placeId: number };

beforeAll(async () => {
  t = await createTestApp();
  const gestor = await createUser(t.db);
  staff = await loginAs(t.app, gestor.email);
  refs = await createActivityRefs(t.db);
});
afterAll(() => t.close());

const create = (fields: Record<string, string>, files: Parameters<typeof activityRequest>[4] = []) =>
  t.app.inject(activityRequest('POST', '/api/events', staff, fields, files));
const eventRow = (id: number) =>
  t.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outbox = (type: string) => t.db.selectFrom('outbox').select('payload').where('type', '=', type).execute();

describe('POST /api/events', () => {
  it('creates an activity with a drawn route and two images renamed after its title, audited', async () => {
    const res = await create(activityFields(refs), [image('image'), image('image2')]);
    expect(res.statusCode).toBe(201);
    const { id, events } = res.json();
    expect(events).toEqual([]);
    const row = await eventRow(id);
    expect(row.imagen).toMatch(/^\/media\/events\/Carrera_familiar_5K_\d+\.png$/);
    expect(row.imagen2).toMatch(/^\/media\/events\/Carrera_familiar_5K_\d+\.png$/);
    expect(row.imagen).not.toBe(row.imagen2);
    expect(existsSync(path.join(t.mediaDir, row.imagen!.replace('/media/', '')))).toBe(true);
    // The marker sits at the start of the route.
    expect([row.lng, row.lat]).toEqual(ROUTE.coordinates[0]);
    expect(await outbox('activity.created')).toEqual([
      { payload: { activity: { id, nombre: 'Carrera familiar 5K' } } },
    ]);

    const image1 = await t.app.inject({ url: row.imagen! });
    expect(image1.statusCode).toBe(200);
    expect(image1.headers['content-type']).toBe('image/png');
  });

  it('answers the events already registered at the same date and time', async () => {
    const first = await create(
      activityFields(refs, {
        nombre: 'Concierto',
        fecha: '2031-06-01',
        hora: '18:00',
        fecha_final: '2031-06-01',
        hora_final: '21:00',
        type: '',
      }),
    );
    const second = await create(
      activityFields(refs, {
        nombre: 'Feria',
        fecha: '2031-06-01',
        hora: '18:00',
        fecha_final: '2031-06-02',
        hora_final: '20:00',
        type: '',
      }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().events).toEqual([
      expect.objectContaining({
        evento_id: first.json().id,
        nombre_evento: 'Concierto',
        fecha: '2031-06-01',
        hora: '18:00',
        hora_final: '21:00',
      }),
    ]);
  });

  it('reads the route of a real KML file and keeps the file', async () => {
    const res = await create(activityFields(refs, { nombre: 'Ruta KML', type: 'file', route: '' }), [
      { field: 'kml_file', name: 'ruta.kml', type: 'application/vnd.google-earth.kml+xml', data: await readKml() },
    ]);
    expect(res.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/events', headers: { 'x-access-token': staff } })).json();
    const activity = list.find((e: { id: number }) => e.id === res.json().id);
    // Altitudes dropped, the point placemark ignored.
    expect(activity.ruta.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-99.193, 19.419],
        [-99.19, 19.4215],
        [-99.1865, 19.423],
        [-99.184, 19.4205],
        [-99.186, 19.4175],
        [-99.1895, 19.4165],
      ],
    });
    expect(activity.kml).toMatch(/^\/media\/events\/Ruta_KML_\d+\.kml$/);
  });

  it('reads the route of a real KMZ (a zip holding doc.kml)', async () => {
    const res = await create(activityFields(refs, { nombre: 'Ruta KMZ', type: 'file', route: '' }), [
      {
        field: 'kml_file',
        name: 'ruta.kmz',
        type: 'application/vnd.google-earth.kmz',
        data: await kmzOf(await readKml()),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const row = await eventRow(res.json().id);
    expect(row.kml).toMatch(/\.kmz$/);
    expect((row.ruta as { geometry: { coordinates: unknown[] } }).geometry.coordinates).toHaveLength(6);
  });

  it('reads a KML saved by Windows editors, with a byte-order mark, in UTF-8 or UTF-16', async () => {
    const text = (await readKml()).toString('utf8');
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le')]);
    const saved = [
      { name: 'ruta-bom.kml', data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]) },
      { name: 'ruta-utf16.kml', data: utf16le },
      { name: 'ruta-utf16.kmz', data: await kmzOf(utf16le) },
    ];
    for (const file of saved) {
      const res = await create(activityFields(refs, { nombre: file.name, type: 'file', route: '' }), [
        { field: 'kml_file', name: file.name, type: 'application/vnd.google-earth.kml+xml', data: file.data },
      ]);
      expect(res.statusCode, file.name).toBe(201);
      const row = await eventRow(res.json().id);
      expect((row.ruta as { geometry: { coordinates: unknown[] } }).geometry.coordinates).toHaveLength(6);
    }
  });
});

describe('PUT and DELETE /api/events/{id}', () => {
  it('replaces an image (the old file goes), keeps the route when none is sent, then deletes everything', async () => {
    const created = await create(activityFields(refs, { nombre: 'Editable' }), [image('image')]);
    const id = created.json().id as number;
    const before = await eventRow(id);
    const res = await t.app.inject(
      activityRequest('PUT', `/api/events/${id}`, staff, activityFields(refs, { nombre: 'Editado', type: '' }), [
        image('image'),
      ]),
    );
    expect(res.statusCode).toBe(200);
    const after = await eventRow(id);
    expect(after.nombre).toBe('Editado');
    expect(after.imagen).toMatch(/Editado_\d+\.png$/);
    expect(existsSync(path.join(t.mediaDir, before.imagen!.replace('/media/', '')))).toBe(false);
    expect(after.ruta).toEqual(before.ruta);
    expect(await outbox('activity.updated')).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${id}`,
      headers: { 'x-access-token': staff },
    });
    expect(removed.json()).toEqual({ status: 'ok' });
    expect(await t.db.selectFrom('activities').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(existsSync(path.join(t.mediaDir, after.imagen!.replace('/media/', '')))).toBe(false);
    expect(await outbox('activity.deleted')).toEqual([{ payload: { activity: { id, nombre: 'Editado' } } }]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${id}`,
      headers: { 'x-access-token': staff },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /api/events/send/{eventId}', () => {
  it('records a bulk send of kind event and its audited domain event on the bulk-send queue', async () => {
    const created = await create(activityFields(refs, { nombre: 'Para enviar', type: '' }));
    const id = created.json().id as number;
    const filter = { sex: 'M', min_age: '18', max_age: 40, level_studies: 'Todos', wkt: '' };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/send/${id}`,
      headers: { 'x-access-token': staff },
      payload: filter,
    });
    expect(res.statusCode).toBe(202);
    const send = await t.db
      .selectFrom('bulk_sends')
      .selectAll()
      .where('id', '=', res.json().send_id)
      .executeTakeFirstOrThrow();
    expect(send).toMatchObject({ kind: 'event', target_id: id, status: 'pending' });
    expect(await outbox('activity.sent')).toEqual([
      {
        payload: {
          activity: { id, nombre: 'Para enviar' },
          sendId: send.id,
          filter: { sex: 'M', min_age: 18, max_age: 40, level_studies: null, wkt: null },
        },
      },
    ]);

    const crossed = 'POLYGON((-99.2 19.41, -99.19 19.42, -99.19 19.41, -99.2 19.42, -99.2 19.41))';
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/events/send/${id}`,
      headers: { 'x-access-token': staff },
      payload: { ...filter, wkt: crossed },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('wkt');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/events/send/999999',
      headers: { 'x-access-token': staff },
      payload: filter,
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.db.selectFrom('bulk_sends').select('id').execute()).toHaveLength(1);
    expect(messages.activities.sent).toBe('Evento enviado');
  });
});
