import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/app.ts';
import { createCatalog, insertRecord, type TestCatalog } from '../records/testing.ts';
import { explorerJson } from './queries.ts';

let t: TestApp;
let c: TestCatalog;
let staffToken: string;
let visitorToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  c = await createCatalog(t.db);
  const author = await createUser(t.db);
  const visitor = await createUser(t.db, { type: 'visitor' });
  staffToken = await loginAs(t.app, author.email);
  visitorToken = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
  ids.publicOpportunity = (await insertRecord(t.db, c, author, { nombre: 'Público 1' })).id;
  ids.publicThreat = (await insertRecord(t.db, c, author, { nombre: 'Público 2', id_tipo: 2 })).id;
  ids.private = (await insertRecord(t.db, c, author, { nombre: 'Privado', privado: true })).id;
  ids.otherProject = (await insertRecord(t.db, c, author, { id_proyecto: c.disabledProject })).id;
});
afterAll(() => t.close());

const explore = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ppd/levantamiento/getLevantamientos', headers, payload });
const idsOf = (res: { json: () => { levantamientos: { id: number }[] } }) =>
  res
    .json()
    .levantamientos.map((r) => r.id)
    .sort((a, b) => a - b);
const all = () => ({
  id_proyecto: [c.project],
  id_cat_principal: [0],
  id_cat_secundaria: [0],
  id_tipo: [0],
  admin: true,
});

describe('POST /api/ppd/levantamiento/getLevantamientos', () => {
  it('shows the public only public records, geojson as text, without the author', async () => {
    const res = await explore(all());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(idsOf(res)).toEqual([ids.publicOpportunity, ids.publicThreat]);
    const record = res.json().levantamientos[0];
    expect(typeof record.geojson).toBe('string');
    expect(JSON.parse(record.geojson).type).toBe('FeatureCollection');
    expect(Object.keys(record)).toEqual([
      'id',
      'nombre',
      'descripcion',
      'id_proyecto',
      'proyecto_nombre',
      'id_cat_principal',
      'cat_principal_nombre',
      'id_cat_secundaria',
      'cat_secundaria_nombre',
      'subcategoria_icono',
      'id_tipo',
      'tipo_nombre',
      'privado',
      'fecha_levantamiento',
      'geosource',
      'source',
      'altitude',
      'geojson',
      'media_folder',
      'file_type',
      'media_metadata',
    ]);
    expect(record).toMatchObject({ proyecto_nombre: expect.any(String), tipo_nombre: 'Oportunidades', privado: false });
  });

  it('never returns a private record to the public, whatever admin says or with a bad or non-staff token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-access-token': 'basura' },
      { 'x-access-token': visitorToken },
    ];
    for (const headers of headerSets) {
      const res = await explore({ ...all(), admin: 'true' }, headers);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res)).not.toContain(ids.private);
    }
    const byCategory = await explore({
      id_proyecto: [0],
      id_cat_principal: [c.category],
      id_cat_secundaria: [0],
      id_tipo: [0],
    });
    expect(idsOf(byCategory)).not.toContain(ids.private);
  });

  it('adds the private records for a valid staff token (the admin explorer)', async () => {
    const res = await explore(all(), { 'x-access-token': staffToken });
    expect(idsOf(res)).toEqual([ids.publicOpportunity, ids.publicThreat, ids.private]);
    expect(res.json().levantamientos[0]).toMatchObject({ usuario: expect.any(String), user_id: expect.any(Number) });
  });

  it('combines the lists that name ids; all [0] returns nothing', async () => {
    const none = await explore({ id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: [0] });
    expect(none.json()).toEqual({ levantamientos: [] });
    const threats = await explore({ ...all(), id_tipo: [2] });
    expect(idsOf(threats)).toEqual([ids.publicThreat]);
    const twoProjects = await explore({ ...all(), id_proyecto: [c.project, c.disabledProject] });
    expect(idsOf(twoProjects)).toContain(ids.otherProject);
    const bySubcategory = await explore({ ...all(), id_proyecto: [0], id_cat_secundaria: [c.opportunity] });
    expect(idsOf(bySubcategory)).toEqual([ids.publicOpportunity, ids.otherProject]);
  });

  it('streams batches into one valid document', async () => {
    const res = await explore({ ...all(), id_proyecto: [c.project, c.disabledProject] });
    expect(() => JSON.parse(res.body)).not.toThrow();
    expect(res.json().levantamientos).toHaveLength(3);
    let text = '';
    let chunks = 0;
    const query = { ...all(), id_proyecto: [c.project, c.disabledProject] };
    for await (const chunk of explorerJson(t.db, { query, includePrivate: true }, 1)) {
      text += chunk;
      chunks += 1;
    }
    expect(chunks).toBe(6); // opening, four one-row batches, closing
    expect(JSON.parse(text).levantamientos.map((r: { id: number }) => r.id)).toHaveLength(4);
  });

  it('refuses a list that is not of ids', async () => {
    const res = await explore({ ...all(), id_tipo: ['uno'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^id_tipo/);
  });

  it('refuses ids beyond the database range before it starts answering', async () => {
    for (const bad of [99_999_999_999, '0x10', true]) {
      const res = await explore({ ...all(), id_proyecto: [bad] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { name: 'ValidationError' }, field: 'id_proyecto.0' });
    }
  });
});

describe('POST /api/ppd/levantamiento/details', () => {
  const details = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/ppd/levantamiento/details', headers, payload });

  it('answers the named records as the GeoJSON path writes them', async () => {
    const res = await details({ ids: [ids.publicThreat, ids.publicOpportunity] });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.publicOpportunity, ids.publicThreat]);
    const [record] = res.json().levantamientos;
    expect(record).toMatchObject({
      nombre: 'Público 1',
      tipo_nombre: 'Oportunidades',
      proyecto_nombre: expect.any(String),
    });
    expect(JSON.parse(record.geojson).type).toBe('FeatureCollection');
    expect(record).not.toHaveProperty('usuario');
  });

  it('leaves a private record out unless the caller is staff', async () => {
    for (const headers of [{}, { 'x-access-token': visitorToken }] as Record<string, string>[]) {
      expect(idsOf(await details({ ids: [ids.private] }, headers))).toEqual([]);
    }
    const staff = await details({ ids: [ids.private] }, { 'x-access-token': staffToken });
    expect(staff.json().levantamientos).toMatchObject([
      { id: ids.private, nombre: 'Privado', usuario: expect.any(String) },
    ]);
  });

  it('refuses an empty list, a bad id and more than a batch', async () => {
    for (const payload of [
      { ids: [] },
      { ids: [0] },
      { ids: ['1e3'] },
      { ids: Array.from({ length: 5001 }, (_, i) => i + 1) },
    ]) {
      const res = await details(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toMatch(/^ids/);
    }
  });
});
