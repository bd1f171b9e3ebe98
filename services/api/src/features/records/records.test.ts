import { messages, recordMessages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp, waitForLockWaiter } from '../../../test/app.ts';
import {
  bowTie,
  collection,
  createCatalog,
  insertRecord,
  insertSubcategory,
  point,
  recordBody,
  square,
  type TestCatalog,
} from './testing.ts';

let t: TestApp;
let c: TestCatalog;
let author: { id: number; email: string };
let other: { id: number; email: string };
let admin: { id: number; email: string };
let visitor: { id: number; email: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  c = await createCatalog(t.db);
  author = await createUser(t.db);
  other = await createUser(t.db);
  admin = await createUser(t.db, { is_admin: true });
  visitor = await createUser(t.db, { type: 'visitor' });
  tokens.author = await loginAs(t.app, author.email);
  tokens.other = await loginAs(t.app, other.email);
  tokens.admin = await loginAs(t.app, admin.email);
  tokens.visitor = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
});
afterAll(() => t.close());

const count = async (table: 'records' | 'outbox') =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const counts = async () => ({ records: await count('records'), outbox: await count('outbox') });

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { 'x-access-token': tokens[who]! } : {}, payload });
const create = (payload: object, who: string | null = 'author') =>
  call('POST', '/api/ppd/levantamiento/newLevantamiento', who, payload);

/** Each body change is refused on its field with its message, and nothing is written. */
async function expectEachRefused(cases: [Record<string, unknown>, string, string][]) {
  const before = await counts();
  for (const [overrides, field, message] of cases) {
    const res = await create(recordBody(c, overrides));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(errorOf(res)).toEqual({ error: { name: 'ValidationError' }, message, field });
  }
  expect(await counts()).toEqual(before);
}

const lastEvent = (type: string) =>
  t.db.selectFrom('outbox').selectAll().where('type', '=', type).orderBy('created_at', 'desc').executeTakeFirst();

describe('POST /api/ppd/levantamiento/newLevantamiento', () => {
  it('refuses a record whose subcategory an admin moves to another category while it is saved', async () => {
    const fresh = await insertSubcategory(t.db, 'Lavadero', c.category);
    const before = await counts();
    let saved: ReturnType<typeof create> | undefined;
    // The admin's move, not yet committed when the gestor saves.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('subcategories')
        .set({ id_maincategory: c.otherCategory })
        .where('id', '=', fresh)
        .execute();
      saved = create(recordBody(c, { id_cat_secundaria: fresh }));
      await waitForLockWaiter(t.db);
    });
    const res = await saved!;
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'id_cat_secundaria', message: recordMessages.subcategoryMismatch });
    expect(await counts()).toEqual(before);
  });

  it('saves the record with the session as author and records record.created', async () => {
    const res = await create(recordBody(c));
    expect(res.statusCode).toBe(200);
    const { status, id } = res.json();
    expect(status).toBe('ok');
    const row = await t.db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ usuario: author.email, user_id: author.id, privado: false, source: 'web' });
    expect(row.geom).toBeTruthy();
    const props = row.geojson.features[0]!.properties;
    expect(props).toMatchObject({
      id: 'marker-1',
      nombre: 'Fuente restaurada',
      projectInfo: { id: c.project },
      subCategoryInfo: { id: c.opportunity },
      typeInfo: { id: 1, nombre: 'Oportunidades' },
      fecha: '20/5/2025, 10:15:00',
    });
    const event = await lastEvent('record.created');
    expect(event).toMatchObject({ actor_id: author.id, payload: { record: { id, title: 'Fuente restaurada' } } });
  });

  it('accepts the visibility as the form sends it ("true", 1)', async () => {
    for (const privado of ['true', 1]) {
      const res = await create(recordBody(c, { privado }));
      const row = await t.db.selectFrom('records').select('privado').where('id', '=', res.json().id).executeTakeFirst();
      expect(row?.privado).toBe(true);
    }
  });

  it('names the field and the spec message for each missing value, writing nothing', async () => {
    await expectEachRefused([
      [{ nombre: '   ' }, 'nombre', messages.records.titleRequired],
      [{ nombre: undefined }, 'nombre', messages.records.titleRequired],
      [{ descripcion: '' }, 'descripcion', messages.records.descriptionRequired],
      [{ id_proyecto: undefined }, 'id_proyecto', messages.records.projectRequired],
      [{ id_cat_principal: 0 }, 'id_cat_principal', messages.records.categoryRequired],
      [{ id_tipo: '' }, 'id_tipo', messages.records.typeRequired],
      [{ id_cat_secundaria: null }, 'id_cat_secundaria', messages.records.subcategoryRequired],
      [{ privado: undefined }, 'privado', messages.records.visibilityRequired],
      [{ privado: 'quizá' }, 'privado', messages.records.visibilityRequired],
    ]);
  });

  it('refuses text the database cannot keep (a NUL, a lone surrogate) on its field, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ nombre: 'Fuente\u0000' }, 'nombre'],
      [{ descripcion: 'Agua \ud800 limpia' }, 'descripcion'],
      [{ fecha: '20/05/2025\u0000' }, 'fecha'],
    ];
    for (const [overrides, field] of cases) {
      const res = await create(recordBody(c, overrides));
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res)).toEqual({ error: { name: 'ValidationError' }, message: messages.validation.invalid, field });
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ altitude: {} }, 'altitude', recordMessages.altitudeInvalid],
    [{ altitude: null }, 'altitude', recordMessages.altitudeInvalid],
    [{ altitude: true }, 'altitude', recordMessages.altitudeInvalid],
    [{ altitude: '0x10' }, 'altitude', recordMessages.altitudeInvalid],
    [{ fecha: 'yesterday' }, 'fecha', recordMessages.fechaInvalid],
    [{ fecha: '2025-02-30' }, 'fecha', recordMessages.fechaInvalid],
    [{ fecha: '31/2/2025, 10:15:00' }, 'fecha', recordMessages.fechaInvalid],
    [{ nombre: '\u200b\u200b\u200b' }, 'nombre', messages.records.titleRequired],
  ])('refuses %j on its field with its reason, writing nothing', async (overrides, field, message) => {
    const before = await counts();
    const res = await create(recordBody(c, overrides));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field, message });
    expect(await counts()).toEqual(before);
  });

  it('keeps a numeric altitude and a real date', async () => {
    const res = await create(recordBody(c, { altitude: 2240.5, fecha: '2025-02-28T10:15:00' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an empty drawing, invalid GeoJSON and a self-intersecting polygon on `geometries`', async () => {
    const before = await counts();
    const unclosed = square();
    unclosed.geometry.coordinates[0]!.pop();
    const cases: [unknown, string][] = [
      [collection(), messages.records.nothingDrawn],
      [undefined, messages.records.nothingDrawn],
      [{ type: 'FeatureCollection' }, recordMessages.invalidGeometry],
      ['POINT(1 2)', recordMessages.invalidGeometry],
      [
        collection({ type: 'Feature', geometry: { type: 'Circle', coordinates: [1, 2] } }),
        recordMessages.invalidGeometry,
      ],
      [collection(unclosed), recordMessages.invalidGeometry],
      [collection(point(-200, 20)), recordMessages.invalidGeometry],
      [collection(point(), bowTie()), recordMessages.selfIntersecting],
    ];
    for (const [geometries, message] of cases) {
      const res = await create(recordBody(c, { geometries }));
      expect(res.statusCode, JSON.stringify(geometries)).toBe(400);
      expect(errorOf(res)).toEqual({ error: { name: 'ValidationError' }, message, field: 'geometries' });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown catalogue ids and a subcategory of another category or type', async () => {
    await expectEachRefused([
      [{ id_proyecto: 99999 }, 'id_proyecto', messages.records.projectRequired],
      [{ id_cat_principal: 99999 }, 'id_cat_principal', messages.records.categoryRequired],
      [{ id_tipo: 99 }, 'id_tipo', messages.records.typeRequired],
      [{ id_cat_secundaria: 99999 }, 'id_cat_secundaria', messages.records.subcategoryRequired],
      [{ id_cat_secundaria: c.threat }, 'id_cat_secundaria', recordMessages.subcategoryMismatch],
      [{ id_cat_secundaria: c.otherOpportunity }, 'id_cat_secundaria', recordMessages.subcategoryMismatch],
    ]);
  });

  it('refuses a disabled project, category, type or subcategory as it refuses a missing one, writing nothing', async () => {
    const [off, offSub] = [await createCatalog(t.db), await createCatalog(t.db)];
    await t.db.updateTable('main_categories').set({ enabled: false }).where('id', '=', off.category).execute();
    await t.db.updateTable('subcategories').set({ enabled: false }).where('id', '=', offSub.opportunity).execute();
    const type = await t.db
      .insertInto('record_types')
      .values({ nombre: 'Tipo retirado', enabled: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await insertSubcategory(t.db, 'Retirada', c.category, type.id);
    const before = await counts();
    const cases: [object, string, string][] = [
      [recordBody(c, { id_proyecto: c.disabledProject }), 'id_proyecto', messages.records.projectRequired],
      [recordBody(off), 'id_cat_principal', messages.records.categoryRequired],
      [recordBody(c, { id_tipo: type.id, id_cat_secundaria: sub }), 'id_tipo', messages.records.typeRequired],
      [recordBody(offSub), 'id_cat_secundaria', messages.records.subcategoryRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res)).toEqual({ error: { name: 'ValidationError' }, message, field });
    }
    expect(await counts()).toEqual(before);
  });

  it('is for staff: 401 without a token, 403 for a visitor', async () => {
    const before = await counts();
    expect((await create(recordBody(c), null)).statusCode).toBe(401);
    expect((await create(recordBody(c), 'visitor')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/ppd/levantamiento/getLevantamientosGeneral', () => {
  let project: number;
  beforeAll(async () => {
    const [p] = await t.db
      .insertInto('projects')
      .values({ nombre: 'Lista Paginada', lugar: 'Tekit' })
      .returning('id')
      .execute();
    project = p!.id;
    for (const nombre of ['Beta', 'alfa', 'Gamma 100%', 'delta']) {
      await insertRecord(t.db, c, author, { nombre, id_proyecto: project, privado: nombre === 'delta' });
    }
  });
  const list = (payload?: object, who: string | null = 'author') =>
    call('POST', '/api/ppd/levantamiento/getLevantamientosGeneral', who, payload);

  it('lists a project’s records by name, with the joined names and the geojson object', async () => {
    const res = await list({ id_proyecto: project });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.levantamientos.map((r: { nombre: string }) => r.nombre)).toEqual([
      'alfa',
      'Beta',
      'delta',
      'Gamma 100%',
    ]);
    expect(body.levantamientos[0]).toMatchObject({
      proyecto_nombre: 'Lista Paginada',
      tipo_nombre: 'Oportunidades',
      usuario: author.email,
      geojson: { type: 'FeatureCollection' },
      media_folder: null,
    });
    expect(typeof body.levantamientos[0].cat_principal_nombre).toBe('string');
  });

  it('pages, sorts descending and searches the name or the project’s name', async () => {
    const page2 = (await list({ id_proyecto: project, page: 2, pageSize: 3, order: 'desc' })).json();
    expect(page2.levantamientos.map((r: { nombre: string }) => r.nombre)).toEqual(['alfa']);
    expect(page2.total).toBe(4);
    const byName = (await list({ search: '100%' })).json();
    expect(byName.levantamientos.map((r: { nombre: string }) => r.nombre)).toEqual(['Gamma 100%']);
    const byProject = (await list({ search: 'paginada', pageSize: 10 })).json();
    expect(byProject.total).toBe(4);
  });

  it('answers the first page with no body at all, 400 for a bad page, 401 without a token', async () => {
    expect((await list()).json().page).toBe(1);
    const bad = await list({ pageSize: 5000 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('pageSize');
    expect((await list({}, null)).statusCode).toBe(401);
  });
});

describe('changing a record', () => {
  const fields = (overrides: Record<string, unknown> = {}) => ({
    id_proyecto: c.project,
    id_cat_principal: c.category,
    id_cat_secundaria: c.threat,
    id_tipo: 2,
    nombre: 'Fuga en la calle 60',
    descripcion: 'Agua corriendo',
    privado: true,
    ...overrides,
  });

  it('lets the author edit the data; the features follow; record.updated is recorded', async () => {
    const record = await insertRecord(t.db, c, author);
    const res = await call('PUT', `/api/ppd/levantamiento/updateLevantamiento/${record.id}`, 'author', fields());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
    const row = await t.db.selectFrom('records').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nombre: 'Fuga en la calle 60', id_tipo: 2, privado: true, usuario: author.email });
    expect(row.geojson.features[1]!.properties).toMatchObject({ typeInfo: { id: 2 }, nombre: 'Fuga en la calle 60' });
    expect(await lastEvent('record.updated')).toMatchObject({ payload: { record: { id: record.id } } });
  });

  it('lets an admin edit and refuses anyone else with 403, changing nothing', async () => {
    const record = await insertRecord(t.db, c, author, { nombre: 'Sin cambios' });
    const before = await counts();
    const url = `/api/ppd/levantamiento/updateLevantamiento/${record.id}`;
    const denied = await call('PUT', url, 'other', fields());
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).error.name).toBe('Forbidden');
    const geo = await call('PUT', `/api/ppd/levantamiento/updateLevantamientoGeometries/${record.id}`, 'other', {
      geometries: collection(point()),
    });
    expect(geo.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const row = await t.db.selectFrom('records').select('nombre').where('id', '=', record.id).executeTakeFirst();
    expect(row?.nombre).toBe('Sin cambios');
    expect((await call('PUT', url, 'admin', fields())).statusCode).toBe(200);
  });

  it('keeps the entries a record has though disabled since, but refuses moving it to a disabled one', async () => {
    const old = await createCatalog(t.db);
    const record = await insertRecord(t.db, old, author);
    await t.db.updateTable('projects').set({ enabled: false }).where('id', '=', old.project).execute();
    await t.db.updateTable('main_categories').set({ enabled: false }).where('id', '=', old.category).execute();
    await t.db.updateTable('subcategories').set({ enabled: false }).where('id', '=', old.opportunity).execute();
    const url = `/api/ppd/levantamiento/updateLevantamiento/${record.id}`;
    const kept = { id_proyecto: old.project, id_cat_principal: old.category, id_cat_secundaria: old.opportunity };
    const edited = await call('PUT', url, 'author', fields({ ...kept, id_tipo: 1, descripcion: 'Ya no gotea' }));
    expect(edited.statusCode).toBe(200);
    const row = await t.db.selectFrom('records').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...kept, descripcion: 'Ya no gotea' });
    const moved = await call('PUT', url, 'author', fields({ ...kept, id_tipo: 1, id_proyecto: c.disabledProject }));
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved)).toMatchObject({ field: 'id_proyecto', message: messages.records.projectRequired });
  });

  it('checks the edit form like the save dialog, and answers 404 for an unknown record', async () => {
    const record = await insertRecord(t.db, c, author);
    const url = `/api/ppd/levantamiento/updateLevantamiento/${record.id}`;
    const blank = await call('PUT', url, 'author', fields({ descripcion: '  ' }));
    expect(errorOf(blank)).toMatchObject({ field: 'descripcion', message: messages.records.descriptionRequired });
    const mismatch = await call('PUT', url, 'author', fields({ id_tipo: 1 }));
    expect(errorOf(mismatch)).toMatchObject({ field: 'id_cat_secundaria' });
    const missing = await call('PUT', '/api/ppd/levantamiento/updateLevantamiento/987654', 'author', fields());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error.name).toBe('NotFound');
    expect((await call('PUT', url, null, fields())).statusCode).toBe(401);
  });

  it('replaces the geometries, keeping the record’s properties on new shapes', async () => {
    const record = await insertRecord(t.db, c, author);
    await call('PUT', `/api/ppd/levantamiento/updateLevantamiento/${record.id}`, 'author', fields());
    const url = `/api/ppd/levantamiento/updateLevantamientoGeometries/${record.id}`;
    const res = await call('PUT', url, 'author', { id: record.id, geometries: collection(square(-99.2, 19.4)) });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('records')
      .select(['geojson', (eb) => eb.fn<number>('ST_X', [eb.fn('ST_Centroid', ['geom'])]).as('x')])
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row.geojson.features).toHaveLength(1);
    expect(row.geojson.features[0]!.properties).toMatchObject({ id: 'poly-1', nombre: 'Fuga en la calle 60' });
    expect(row.x).toBeCloseTo(-99.195, 3);
    expect(await lastEvent('record.geometry_updated')).toMatchObject({ payload: { record: { id: record.id } } });
  });

  it('refuses a bow-tie, an empty drawing and a mismatched id, changing nothing', async () => {
    const record = await insertRecord(t.db, c, author);
    const url = `/api/ppd/levantamiento/updateLevantamientoGeometries/${record.id}`;
    const before = await counts();
    const bow = await call('PUT', url, 'author', { geometries: collection(bowTie()) });
    expect(errorOf(bow)).toMatchObject({ field: 'geometries', message: recordMessages.selfIntersecting });
    const empty = await call('PUT', url, 'author', { geometries: collection() });
    expect(errorOf(empty)).toMatchObject({ field: 'geometries', message: messages.records.nothingDrawn });
    const wrongId = await call('PUT', url, 'author', { id: record.id + 1, geometries: collection(point()) });
    expect(errorOf(wrongId)).toMatchObject({ field: 'id' });
    const missing = await call('PUT', '/api/ppd/levantamiento/updateLevantamientoGeometries/987654', 'author', {
      geometries: collection(point()),
    });
    expect(missing.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('deletes for the author or an admin, with its comments; 403 for others, 404 for unknown', async () => {
    const record = await insertRecord(t.db, c, author);
    await t.db.insertInto('place_comments').values({ id_point: record.id, user_id: visitor.id, stars: 4 }).execute();
    const url = `/api/ppd/levantamiento/deleteLevantamiento/${record.id}`;
    const before = await counts();
    expect((await call('DELETE', url, 'other')).statusCode).toBe(403);
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    const res = await call('DELETE', url, 'author');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: messages.records.deleted });
    expect(await count('records')).toBe(before.records - 1);
    const comments = await t.db.selectFrom('place_comments').select('id').where('id_point', '=', record.id).execute();
    expect(comments).toEqual([]);
    expect(await lastEvent('record.deleted')).toMatchObject({ payload: { record: { id: record.id } } });
    expect((await call('DELETE', url, 'author')).statusCode).toBe(404);
    const byAdmin = await insertRecord(t.db, c, author);
    expect((await call('DELETE', `/api/ppd/levantamiento/deleteLevantamiento/${byAdmin.id}`, 'admin')).statusCode).toBe(
      200,
    );
  });
});
