import { configTexts, messages } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signedIn, type TestApp } from '../../../test/app.ts';
import { createCatalog, type TestCatalog } from '../records/testing.ts';

let t: TestApp;
let c: TestCatalog;
const tokens: Record<'admin' | 'gestor', string> = { admin: '', gestor: '' };

beforeAll(async () => {
  t = await createTestApp();
  c = await createCatalog(t.db);
  await t.db.insertInto('icons').values({ name: 'arbol', url: '/media/icons/arbol.png' }).execute();
  tokens.admin = (await signedIn(t, { is_admin: true })).token;
  tokens.gestor = (await signedIn(t)).token;
});
afterAll(() => t.close());

const m = messages.catalogs;

/** One catalogue's calls, a valid body for a name, and what a taken name answers. */
interface Case {
  title: string;
  table: string;
  column: string;
  create: string;
  update: (id: number) => { url: string; extra?: Record<string, unknown> };
  remove: (id: number) => string;
  body: (name: string) => Record<string, unknown>;
  taken: string;
  field: string;
  required: string;
  saved: string;
}

const CASES: Case[] = [
  {
    title: 'proyectos',
    table: 'projects',
    column: 'nombre',
    create: '/api/ppd/proyectos/newProject',
    update: (id) => ({ url: `/api/ppd/proyectos/updateProject/${id}` }),
    remove: (id) => `/api/ppd/proyectos/deleteProject/${id}`,
    body: (nombre) => ({ nombre, lugar: 'Mérida' }),
    taken: m.projectTaken,
    field: 'nombre',
    required: m.projectNameRequired,
    saved: m.projectSaved,
  },
  {
    title: 'categorías',
    table: 'main_categories',
    column: 'nombre',
    create: '/api/ppd/catprinc/newMainCategory',
    update: (id) => ({ url: `/api/ppd/catprinc/updateMainCategory/${id}` }),
    remove: (id) => `/api/ppd/catprinc/deleteMainCategory/${id}`,
    body: (nombre) => ({ nombre, icon: 'arbol' }),
    taken: m.categoryTaken,
    field: 'nombre',
    required: m.placeCategoryRequired,
    saved: m.categorySaved,
  },
  {
    title: 'tipos de levantamiento',
    table: 'record_types',
    column: 'nombre',
    create: '/api/ppd/tipolevantamiento/newType',
    update: (id) => ({ url: `/api/ppd/tipolevantamiento/updateType/${id}` }),
    remove: (id) => `/api/ppd/tipolevantamiento/deleteType/${id}`,
    body: (nombre) => ({ nombre }),
    taken: m.surveyTypeTaken,
    field: 'nombre',
    required: m.surveyTypeRequired,
    saved: m.surveyTypeSaved,
  },
  {
    title: 'subcategorías',
    table: 'subcategories',
    column: 'nombre',
    create: '/api/ppd/subcategorias/newSubcategory',
    update: (id) => ({ url: `/api/ppd/subcategorias/updateSubcategory/${id}` }),
    remove: (id) => `/api/ppd/subcategorias/deleteSubcategory/${id}`,
    body: (nombre) => ({ nombre, id_maincategory: c.otherCategory, id_type: 2, icon: 'arbol' }),
    taken: m.subcategoryTaken,
    field: 'nombre',
    required: m.subcategoryNameRequired,
    saved: m.subcategorySaved,
  },
  {
    title: 'categorías de autoridad',
    table: 'authority_categories',
    column: 'name_category',
    create: '/authorities/categories',
    update: (id) => ({ url: '/authorities/categories/update', extra: { id } }),
    remove: (id) => `/authorities/categories/${id}`,
    body: (name_category) => ({ name_category, area: 'POLICIA' }),
    taken: m.categoryTaken,
    field: 'name_category',
    required: m.authorityCategoryRequired,
    saved: m.categorySaved,
  },
  {
    title: 'categorías de denuncia',
    table: 'complaint_categories',
    column: 'name',
    create: '/visitors/complaint/categories',
    update: (id) => ({ url: '/visitors/complaint/categories', extra: { id } }),
    remove: (id) => `/visitors/complaint/categories/${id}`,
    body: (name) => ({ name, email: 'a@demo.mx, b@demo.mx' }),
    taken: m.categoryTaken,
    field: 'name',
    required: m.complaintCategoryRequired,
    saved: m.categorySaved,
  },
  {
    title: 'números de emergencia',
    table: 'emergency_numbers',
    column: 'nombre',
    create: '/api/emergencynumbers/createnumber/',
    update: (id) => ({ url: `/api/emergencynumbers/updatenumber/${id}` }),
    remove: (id) => `/api/emergencynumbers/deletenumber/${id}`,
    body: (nombre) => ({ nombre, numero: '911' }),
    taken: m.categoryTaken,
    field: 'nombre',
    required: m.emergencyNameRequired,
    saved: m.emergencyNumberSaved,
  },
  {
    title: 'categorías de eventos',
    table: 'activity_categories',
    column: 'name',
    create: '/api/config/categories/events',
    update: (id) => ({ url: `/api/config/categories/events/${id}` }),
    remove: (id) => `/api/config/categories/events/${id}`,
    body: (name) => ({ name, color: '#112233' }),
    taken: m.categoryTaken,
    field: 'name',
    required: configTexts.activityCategoryRequired,
    saved: configTexts.saved.activityCategory,
  },
  {
    title: 'lugares',
    table: 'places',
    column: 'nombre',
    create: '/api/places',
    update: (id) => ({ url: `/api/places/${id}` }),
    remove: (id) => `/api/places/${id}`,
    body: (nombre) => ({ nombre }),
    taken: configTexts.placeTaken,
    field: 'nombre',
    required: configTexts.placeRequired,
    saved: configTexts.saved.place,
  },
];

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: keyof typeof tokens | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { 'x-access-token': tokens[who] } : {} });

/** The table's rows as [id, name], to prove what a refused call did not write. */
const rowsOf = async (k: Case) =>
  (
    await sql<{
      id: number;
      name: string;
    }>`SELECT id, ${sql.ref(k.column)} AS name FROM ${sql.table(k.table)} ORDER BY id`.execute(t.db)
  ).rows;

const auditOf = async (action: string) =>
  t.db
    .selectFrom('outbox')
    .select('payload')
    .where('type', '=', 'catalog.changed')
    .where(sql`payload->>'action'`, '=', action)
    .execute();

describe.each(CASES)('$title', (k) => {
  let id: number;

  it('an admin creates an entry: the spec’s success text, the row and its audit event', async () => {
    const res = await call('POST', k.create, 'admin', k.body('Ñandú Árbol'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: k.saved });
    id = res.json().id;
    expect((await rowsOf(k)).find((r) => r.id === id)?.name).toBe('Ñandú Árbol');
    const events = (await auditOf('create')).map((e) => e.payload);
    expect(events).toContainEqual(expect.objectContaining({ id, name: 'Ñandú Árbol', action: 'create' }));
  });

  it('refuses the same name in another case or without accents with the spec’s 409, writing nothing', async () => {
    const before = await rowsOf(k);
    for (const name of ['ñandú árbol', 'NANDU ARBOL', '  Nandu arbol ']) {
      const res = await call('POST', k.create, 'admin', k.body(name));
      expect(res.statusCode, name).toBe(409);
      expect(errorOf(res)).toMatchObject({ error: { name: 'Conflict' }, message: k.taken, field: k.field });
    }
    const other = await call('POST', k.create, 'admin', k.body('Otro nombre'));
    expect(other.statusCode).toBe(200);
    const { url, extra } = k.update(other.json().id);
    const rename = await call('PUT', url, 'admin', { ...k.body('NANDÚ ÁRBOL'), ...extra });
    expect(rename.statusCode).toBe(409);
    expect(errorOf(rename).message).toBe(k.taken);
    expect((await rowsOf(k)).filter((r) => !before.some((b) => b.id === r.id)).map((r) => r.name)).toEqual([
      'Otro nombre',
    ]);
  });

  it('names the missing field with the spec’s message', async () => {
    const res = await call('POST', k.create, 'admin', { ...k.body(''), [k.field]: '   ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: k.field, message: k.required });
  });

  it('refuses every change to a gestor without the admin flag (403) and to no token (401), writing nothing', async () => {
    const before = await rowsOf(k);
    const { url, extra } = k.update(id);
    for (const who of ['gestor', null] as const) {
      const expected = who ? 403 : 401;
      expect((await call('POST', k.create, who, k.body('Intruso'))).statusCode).toBe(expected);
      expect((await call('PUT', url, who, { ...k.body('Intruso'), ...extra })).statusCode).toBe(expected);
      expect((await call('DELETE', k.remove(id), who)).statusCode).toBe(expected);
    }
    expect(await rowsOf(k)).toEqual(before);
  });

  it('an admin renames and deletes the entry', async () => {
    const { url, extra } = k.update(id);
    const res = await call('PUT', url, 'admin', { ...k.body('Ñandú renombrado'), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(k)).find((r) => r.id === id)?.name).toBe('Ñandú renombrado');
    const removed = await call('DELETE', k.remove(id), 'admin');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(messages.generic.deleted);
    expect((await rowsOf(k)).some((r) => r.id === id)).toBe(false);
    expect((await call('DELETE', k.remove(id), 'admin')).statusCode).toBe(404);
  });
});
