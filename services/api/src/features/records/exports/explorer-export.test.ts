import { execFileSync } from 'node:child_process';
import { EXPLORER_EXPORT_MAX, messages } from '@ppd/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../../test/app.ts';
import { insertRecord, point, square } from '../testing.ts';
import { exportWorld, lineFrom } from './testing.ts';

let world: Awaited<ReturnType<typeof exportWorld>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  world = await exportWorld();
  const { t, c, author } = world;
  const record = async (nombre: string, features: unknown[], privado = false) =>
    (await insertRecord(t.db, c, author, { nombre, features, privado })).id;
  ids.well = await record('Pozo de Chumayel', [point(-89.3, 20.4)]);
  await t.db.updateTable('records').set({ altitude: '25.5' }).where('id', '=', ids.well).execute();
  ids.zone = await record('Zona del cenote', [point(), square()]);
  ids.path = await record('Camino de sacbé', [lineFrom(-89.6)]);
  ids.road = await record('Carretera vieja', [lineFrom(-88.6)]);
  ids.private = await record('Privado', [point()], true);
});
afterAll(() => world.close());

const exported = (format: string, list: number[], auth: string | null = null) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/ppd/levantamiento/explorer-export/${format}`,
    headers: auth ? { 'x-access-token': auth } : {},
    payload: { ids: list },
  });
const dump = (name: string, body: Buffer, prefix = '') =>
  execFileSync('ogrinfo', ['-ro', '-al', `${prefix}${world.save(name, body)}`], { encoding: 'utf8' });
const downloads = () => world.t.db.selectFrom('outbox').selectAll().where('type', '=', 'download.recorded').execute();
const every = () => Object.values(ids);

describe('POST /api/ppd/levantamiento/explorer-export/{format}', () => {
  it('the public gets the public records in view only, and no bitácora entry', async () => {
    const before = (await downloads()).length;
    const res = await exported('geojson', every());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="geometrias.geojson"');
    const names = res
      .json<{ features: { properties: { Nombre: string } }[] }>()
      .features.map((f) => f.properties.Nombre);
    expect(names.sort()).toEqual(
      ['Camino de sacbé', 'Carretera vieja', 'Pozo de Chumayel', 'Zona del cenote', 'Zona del cenote'].sort(),
    );
    const onlyPrivate = await exported('kml', [ids.private!], 'not-a-token');
    expect(onlyPrivate.statusCode).toBe(404);
    expect(errorOf(onlyPrivate).message).toBe(messages.records.nothingToExport);
    expect(await downloads()).toHaveLength(before);
  });

  it('staff get the private records too, and their download goes to the bitácora (Explorar)', async () => {
    const before = (await downloads()).length;
    const res = await exported('shp', every(), world.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="geometrias.zip"');
    expect(dump('staff.zip', res.rawPayload, '/vsizip/')).toContain('Nombre (String) = Privado');
    const after = await downloads();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.payload).toEqual({
      module: 'Registros',
      file: 'geometrias.zip',
      detail: '5 registros (Explorar)',
    });
  });

  it('Shapefile: every line its own shape with its own record’s fields, ASCII field names, a .cpg', async () => {
    const res = await exported('shp', every());
    const text = dump('lines.zip', res.rawPayload, '/vsizip/');
    const lines = text.slice(text.indexOf('Layer name: lineas'));
    expect(lines).toMatch(/Feature Count: 2/);
    expect(lines).toContain('Nombre (String) = Camino de sacbé');
    expect(lines).toContain('Nombre (String) = Carretera vieja');
    expect(text).toContain('Categoria (String)');
    expect(text).toContain('Descripcio (String) = Descripción de prueba');
    const files = Object.keys((await JSZip.loadAsync(res.rawPayload)).files);
    expect(files).toContain('lineas.cpg');
  });

  it('KML: each placemark named, Data with ASCII names that GDAL reads intact, the record’s altitude kept', async () => {
    const res = await exported('kml', [ids.well!, ids.path!]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(res.body).toContain('<name>Pozo de Chumayel</name>');
    expect(res.body).toContain('<Data name="Categoria"><displayName>Categoría</displayName>');
    expect(res.body).toContain('<coordinates>-89.3,20.4,25.5</coordinates>');
    const text = dump('geometrias.kml', res.rawPayload);
    expect(text).toMatch(/Categoria \(String\) = Agua/);
    expect(text).toContain('Descripcion (String) = Descripción de prueba');
    expect(text).toContain('POINT Z (-89.3 20.4 25.5)');
    // A drawn record ('N/A') has no altitude to keep.
    expect(text).toMatch(/LINESTRING \(-89\.6 20\.9,/);
  });

  it(`refuses more than ${EXPLORER_EXPORT_MAX.toLocaleString('en-US')} ids, no ids, and an unknown format`, async () => {
    const many = Array.from({ length: EXPLORER_EXPORT_MAX + 1 }, (_, i) => i + 1);
    const tooMany = await exported('geojson', many);
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({ field: 'ids', message: messages.geo.explorer.tooManyToExport });
    expect((await exported('geojson', [])).statusCode).toBe(400);
    expect((await exported('xlsx', [ids.well!])).statusCode).toBe(400);
  });

  it('exports the most ids it allows in one request', async () => {
    const most = Array.from({ length: EXPLORER_EXPORT_MAX }, (_, i) => 2_000_000 + i);
    most[most.length - 1] = ids.road!;
    const res = await exported('geojson', most);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ features: unknown[] }>().features).toHaveLength(1);
  });
});
