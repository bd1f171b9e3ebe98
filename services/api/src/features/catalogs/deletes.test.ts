import { configTexts, messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp, waitForLockWaiter } from '../../../test/app.ts';
import { createActivityRefs } from '../activities/testing.ts';
import { createCatalog, insertRecord, insertSubcategory, type TestCatalog } from '../records/testing.ts';

let t: TestApp;
let c: TestCatalog;
let token: string;
let record: { id: number; nombre: string };
let admin: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  c = await createCatalog(t.db);
  admin = await createUser(t.db, { is_admin: true });
  token = await loginAs(t.app, admin.email);
  record = await insertRecord(t.db, c, admin, { nombre: 'Fuga en el parque' });
});
afterAll(() => t.close());

const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: { 'x-access-token': token } });
type Table = 'projects' | 'main_categories' | 'subcategories' | 'record_types';
const exists = async (table: Table, id: number) =>
  (await t.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const status = configTexts.status;

describe('deleting a catalogue row that records use', () => {
  const cases: { what: string; url: () => string; table: Table; id: () => number; status: string }[] = [
    {
      what: 'project',
      url: () => `/api/ppd/proyectos/deleteProject/${c.project}`,
      table: 'projects',
      id: () => c.project,
      status: status.projectInUse,
    },
    {
      what: 'subcategory',
      url: () => `/api/ppd/subcategorias/deleteSubcategory/${c.opportunity}`,
      table: 'subcategories',
      id: () => c.opportunity,
      status: status.subcategoryInUse,
    },
    {
      what: 'category',
      url: () => `/api/ppd/catprinc/deleteMainCategory/${c.category}`,
      table: 'main_categories',
      id: () => c.category,
      status: status.categoryInRecords,
    },
  ];
  it.each(cases)(
    'answers 409 for a $what with the status and the records, deleting nothing',
    async ({ url, table, id, status: expected }) => {
      const res = await del(url());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { name: 'Conflict' },
        status: expected,
        message: messages.catalogs.deleteBlockedRecords,
        levantamientosAfectados: { rows: [{ id: record.id, nombre: 'Fuga en el parque' }], count: 1 },
      });
      expect(await exists(table, id())).toBe(true);
    },
  );

  it('answers 409 for a type with the status and the records, deleting nothing', async () => {
    const type = await t.db
      .insertInto('record_types')
      .values({ nombre: 'Fortalezas' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const used = await insertRecord(t.db, c, admin, { nombre: 'Huerto', id_tipo: type.id });
    const res = await del(`/api/ppd/tipolevantamiento/deleteType/${type.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: status.typeInUse,
      message: messages.catalogs.deleteBlockedRecords,
      levantamientosAfectados: { rows: [{ id: used.id, nombre: 'Huerto' }], count: 1 },
    });
    expect(await exists('record_types', type.id)).toBe(true);
  });

  it('never deletes Oportunidades or Amenazas, which the maps and exports know by id', async () => {
    for (const id of [1, 2]) {
      const res = await del(`/api/ppd/tipolevantamiento/deleteType/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: status.builtInType, message: messages.catalogs.builtInRecordType });
      expect(await exists('record_types', id)).toBe(true);
    }
  });

  it('lists the subcategories of a category no record uses, and deletes it once they are gone', async () => {
    const res = await del(`/api/ppd/catprinc/deleteMainCategory/${c.otherCategory}`);
    expect(res.statusCode).toBe(409);
    const sub = await t.db
      .selectFrom('subcategories')
      .select(['id', 'nombre'])
      .where('id', '=', c.otherOpportunity)
      .executeTakeFirstOrThrow();
    expect(res.json()).toMatchObject({
      status: status.categoryInSubcategories,
      message: messages.catalogs.deleteBlockedSubcategories,
      subcategoriasAfectadas: { rows: [sub], count: 1 },
      levantamientosAfectados: { rows: [], count: 0 },
    });
    expect(await exists('main_categories', c.otherCategory)).toBe(true);

    expect((await del(`/api/ppd/subcategorias/deleteSubcategory/${c.otherOpportunity}`)).json()).toEqual({
      status: status.subcategoryDeleted,
      message: messages.generic.deleted,
    });
    const gone = await del(`/api/ppd/catprinc/deleteMainCategory/${c.otherCategory}`);
    expect(gone.json().status).toBe(status.categoryDeleted);
    expect(await exists('main_categories', c.otherCategory)).toBe(false);
  });

  it('keeps a used subcategory in its category and type', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ppd/subcategorias/updateSubcategory/${c.opportunity}`,
      headers: { 'x-access-token': token },
      payload: { nombre: 'Movida', id_maincategory: c.category, id_type: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id_maincategory', message: configTexts.subcategoryMoveInUse });
    const row = await t.db
      .selectFrom('subcategories')
      .select(['nombre', 'tipo_id'])
      .where('id', '=', c.opportunity)
      .executeTakeFirstOrThrow();
    expect(row.tipo_id).toBe(1);
    expect(row.nombre).not.toBe('Movida');
  });

  it('keeps a subcategory in its category when a record naming it is saved at the same moment', async () => {
    const fresh = await insertSubcategory(t.db, 'Bebedero', c.category);
    const move = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ppd/subcategorias/updateSubcategory/${fresh}`,
        headers: { 'x-access-token': token },
        payload: { nombre: 'Bebedero', id_maincategory: c.otherCategory, id_type: 1 },
      });
    let moved: ReturnType<typeof move> | undefined;
    // A gestor's record with it, written and not yet committed when the admin moves it.
    await t.db.transaction().execute(async (trx) => {
      await insertRecord(trx, c, admin, { nombre: 'Bebedero roto', subcategory: fresh });
      moved = move();
      await waitForLockWaiter(t.db);
    });
    const res = await moved!;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id_maincategory', message: configTexts.subcategoryMoveInUse });
    const row = await t.db
      .selectFrom('subcategories')
      .select('id_maincategory')
      .where('id', '=', fresh)
      .executeTakeFirstOrThrow();
    expect(row.id_maincategory).toBe(c.category);
  });

  it('deletes a project no record uses with the spec’s status', async () => {
    const res = await del(`/api/ppd/proyectos/deleteProject/${c.disabledProject}`);
    expect(res.json()).toEqual({ status: status.projectDeleted, message: messages.generic.deleted });
    expect(await exists('projects', c.disabledProject)).toBe(false);
  });
});

describe('deleting an event category, a place or a complaint category in use', () => {
  it('answers 409 with the events or complaints that use it', async () => {
    const visitor = await createUser(t.db, { type: 'visitor' });
    const { categoryId, placeId } = await createActivityRefs(t.db);
    const event = await t.db
      .insertInto('activities')
      .values({
        nombre: 'Concierto',
        fecha: '2025-06-01',
        hora: '10:00',
        fecha_final: '2025-06-01',
        hora_final: '12:00',
        category_id: categoryId,
        lugar_id: placeId,
      })
      .returning(['id', 'nombre'])
      .executeTakeFirstOrThrow();
    for (const url of [`/api/config/categories/events/${categoryId}`, `/api/places/${placeId}`]) {
      const res = await del(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        status: status.inActivities,
        message: configTexts.blockedByActivities,
        eventosAfectados: { rows: [event], count: 1 },
      });
    }
    const complaintCategory = await t.db
      .insertInto('complaint_categories')
      .values({ name: 'Salud' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const complaint = await t.db
      .insertInto('complaints')
      .values({ category_id: complaintCategory.id, visitor_id: visitor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await del(`/visitors/complaint/categories/${complaintCategory.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: status.inComplaints,
      denunciasAfectadas: { rows: [{ id: complaint.id, nombre: `F-${complaint.id}` }], count: 1 },
    });
    expect(
      await t.db
        .selectFrom('complaint_categories')
        .select('id')
        .where('id', '=', complaintCategory.id)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});
