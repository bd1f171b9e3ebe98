import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signedIn, type TestApp } from '../../../test/app.ts';
import { createCatalog, type TestCatalog } from '../records/testing.ts';

let t: TestApp;
let token: string;
let c: TestCatalog;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t)).token;
  c = await createCatalog(t.db);
  await t.db.updateTable('subcategories').set({ enabled: false }).where('id', '=', c.threat).execute();
});
afterAll(() => t.close());

const get = (url: string, auth = true) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { 'x-access-token': token } : {} });

describe('staff reference lists', () => {
  it('list every project, category, type and subcategory, disabled ones included', async () => {
    const projects = (await get('/api/ppd/proyectos/getProjects')).json().proyectos;
    expect(projects.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([c.project, c.disabledProject]));
    expect(projects[0]).toEqual(expect.objectContaining({ nombre: expect.any(String), lugar: expect.any(String) }));

    const categories = (await get('/api/ppd/catprinc/getMainCategories')).json().categorias;
    expect(categories).toHaveLength(2);
    expect(categories[0]).toHaveProperty('nombre');

    const types = (await get('/apidev/api/ppd/tipolevantamiento/getTypes')).json().tipos;
    expect(types).toEqual([
      { id: 1, nombre: 'Oportunidades', name: 'Oportunidades', enabled: true },
      { id: 2, nombre: 'Amenazas', name: 'Amenazas', enabled: true },
    ]);

    const subs = (await get('/api/ppd/subcategorias/getAllSubcategories')).json().subcategorias;
    expect(subs).toHaveLength(3);
    expect(subs.find((s: { id: number }) => s.id === c.threat)).toMatchObject({
      id_maincategory: c.category,
      tipo_id: 2,
      id_type: 2,
      tipo_nombre: 'Amenazas',
      enabled: false,
    });
  });

  it('lists the enabled subcategories of one category and type for the save dialog', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/subcategorias/getSubcategories',
      headers: { 'x-access-token': token },
      payload: { id_maincategory: c.category, id_type: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subcategorias.map((s: { id: number }) => s.id)).toEqual([c.opportunity]);
    const disabledOnly = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/subcategorias/getSubcategories',
      headers: { 'x-access-token': token },
      payload: { id_maincategory: c.category, id_type: '2' },
    });
    expect(disabledOnly.json().subcategorias).toEqual([]);
  });

  it('names the missing field of the subcategory query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/subcategorias/getSubcategories',
      headers: { 'x-access-token': token },
      payload: { id_type: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'id_maincategory', message: 'Seleccione una categoría' });
  });

  it('answer 401 without a token', async () => {
    for (const url of [
      '/api/ppd/proyectos/getProjects',
      '/api/ppd/catprinc/getMainCategories',
      '/api/ppd/tipolevantamiento/getTypes',
      '/api/ppd/subcategorias/getAllSubcategories',
    ]) {
      const res = await get(url, false);
      expect(res.statusCode, url).toBe(401);
      expect(errorOf(res).error.name).toBe('InvalidTokenError');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/subcategorias/getSubcategories',
      payload: { id_maincategory: c.category, id_type: 1 },
    });
    expect(post.statusCode).toBe(401);
  });
});

describe('explorer reference lists (no token)', () => {
  it('list enabled items only, categories with nombre_categoria', async () => {
    const projects = (await get('/api/ppd/proyectos/getProjectsToExplorer', false)).json().proyectos;
    expect(projects.map((p: { id: number }) => p.id)).toEqual([c.project]);

    const categories = (await get('/api/ppd/catprinc/getMainCategoriesToExplorer', false)).json().categorias;
    expect(categories).toHaveLength(2);
    expect(categories[0]).toHaveProperty('nombre_categoria');
    expect(categories[0]).not.toHaveProperty('nombre');

    const subs = (await get('/api/ppd/subcategorias/getAllSubcategoriesToExplorer', false)).json().subcategorias;
    expect(subs.map((s: { id: number }) => s.id).sort()).toEqual([c.opportunity, c.otherOpportunity].sort());

    await t.db.updateTable('record_types').set({ enabled: false }).where('id', '=', 2).execute();
    const types = (await get('/api/ppd/tipolevantamiento/getTypesToExplorer', false)).json().tipos;
    expect(types.map((x: { id: number }) => x.id)).toEqual([1]);
    await t.db.updateTable('record_types').set({ enabled: true }).where('id', '=', 2).execute();
  });
});
