import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { formatExportDate, messages } from '@ppd/domain';
import { squareRing } from '@ppd/domain/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorOf } from '../../../../test/app.ts';
import { insertRecord, point, square } from '../testing.ts';
import { exportWorld, lineFrom } from './testing.ts';

let world: Awaited<ReturnType<typeof exportWorld>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  world = await exportWorld();
  const { t, c, author } = world;
  ids.zone = (await insertRecord(t.db, c, author, { nombre: 'Zona del cenote', features: [point(), square()] })).id;
  ids.path = (await insertRecord(t.db, c, author, { nombre: 'Camino de sacbé', features: [lineFrom(-89.6)] })).id;
  ids.threat = (await insertRecord(t.db, c, author, { nombre: 'Fuga', id_tipo: 2, features: [point(-89.7, 21)] })).id;
  ids.private = (await insertRecord(t.db, c, author, { nombre: 'Privado', privado: true, features: [point()] })).id;
});
afterAll(() => world.close());

const download = (format: string, query = '', auth = true) =>
  world.t.app.inject({
    url: `/api/ppd/levantamiento/export/${format}${query}`,
    headers: auth ? { 'x-access-token': world.token } : {},
  });
const save = (name: string, body: Buffer) => world.save(name, body);
/** GDAL's summary of every layer: feature counts added up. */
const featureCount = (source: string) =>
  [...execFileSync('ogrinfo', ['-ro', '-so', '-al', source], { encoding: 'utf8' }).matchAll(/Feature Count: (\d+)/g)]
    .map((m) => Number(m[1]))
    .reduce((a, b) => a + b, 0);
const dump = (source: string) => execFileSync('ogrinfo', ['-ro', '-al', source], { encoding: 'utf8' });
const downloads = () => world.t.db.selectFrom('outbox').selectAll().where('type', '=', 'download.recorded').execute();
const fecha = formatExportDate(new Date('2025-05-20T16:15:00Z'));

describe('GET /api/ppd/levantamiento/export/{format}', () => {
  it('GeoJSON: every feature of every record (private ones too, for staff), with the spec properties', async () => {
    const res = await download('geojson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="geometrias.geojson"');
    const file = save('geometrias.geojson', res.rawPayload);
    expect(featureCount(file)).toBe(5);
    const text = dump(file);
    expect(text).toContain('Proyecto (String)');
    expect(text).toContain('Subcategoría (String)');
    expect(text).toContain('Nombre (String) = Camino de sacbé');
    expect(text).toContain(`Fecha (String) = ${fecha}`);
    expect(text).toContain('Tipo (String) = Amenazas');
    expect(text).toContain('Descripción (String) = Descripción de prueba');
  });

  it('KML: the same features as placemarks with their data', async () => {
    const res = await download('kml', `?id_proyecto=${world.c.project}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('geometrias.kml');
    const file = save('geometrias.kml', res.rawPayload);
    expect(featureCount(file)).toBe(5);
    const text = dump(file);
    // An ASCII name GDAL keeps intact, the spec's label as its displayName.
    expect(text).toMatch(/Categoria \(String\) = Agua/);
    expect(res.body).toContain('<Data name="Categoria"><displayName>Categoría</displayName>');
    expect(text).toContain('Zona del cenote');
  });

  it('Shapefile: a zip GDAL reads, one layer per geometry type; its temp files are gone once sent', async () => {
    const res = await download('shp');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('ppd-shp-'))).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('geometrias.zip');
    const file = save('geometrias.zip', res.rawPayload);
    expect(featureCount(`/vsizip/${file}`)).toBe(5);
    const text = dump(`/vsizip/${file}`);
    expect(text).toContain('Proyecto (String)');
    expect(text).toContain('Subcategor (String)');
    expect(text).toContain('Nombre (String) = Camino de sacbé');
  });

  it('Excel: RegistrosPPD.xlsx with Oportunidades and Amenazas; one record gives Registro_{id}.xlsx', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('RegistrosPPD.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Oportunidades', 'Amenazas']);
    const opportunities = book.getWorksheet('Oportunidades')!;
    const headers = (opportunities.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining(['Proyecto', 'Categoría', 'Subcategoría', 'Fecha', 'Tipo', 'Descripción']),
    );
    expect(opportunities.rowCount).toBe(4); // header + zone, path, private
    const pathRow = opportunities.getRow(3);
    const cell = (name: string) => pathRow.getCell(headers.indexOf(name) + 1).value;
    expect(cell('Nombre')).toBe('Camino de sacbé');
    expect(cell('Fecha')).toBe(fecha);
    expect(cell('Geometría')).toBe('Línea');
    expect(cell('Longitud (km)')).toBeGreaterThan(10);
    expect(book.getWorksheet('Amenazas')!.rowCount).toBe(2);

    const one = await download('xlsx', `?ids=${ids.threat}`);
    expect(one.headers['content-disposition']).toContain(`Registro_${ids.threat}.xlsx`);
    const single = new ExcelJS.Workbook();
    await single.xlsx.load(one.rawPayload as never);
    expect(single.worksheets.map((s) => s.name)).toEqual(['Amenazas']);
    expect(single.worksheets[0]!.rowCount).toBe(2);
  });

  it('Shapefile: multi-part shapes, holes kept as holes, Latin-1 text and the export date', async () => {
    const geometry = (g: unknown) => ({ type: 'Feature', geometry: g, properties: {} });
    const author = await createUser(world.t.db);
    const { id } = await insertRecord(world.t.db, world.c, author, {
      nombre: 'Ría — ñandú 🦩',
      features: [
        geometry({
          type: 'MultiPolygon',
          coordinates: [[squareRing(-89, 21, 1), squareRing(-88.8, 21.2, 0.2)], [squareRing(-87, 21, 1)]],
        }),
        geometry({
          type: 'MultiLineString',
          coordinates: [squareRing(-89, 20, 1).slice(0, 2), squareRing(-88, 20, 1).slice(0, 3)],
        }),
        geometry({
          type: 'MultiPoint',
          coordinates: [
            [-89, 20],
            [-88, 20],
          ],
        }),
      ],
    });
    const file = save('multi.zip', (await download('shp', `?ids=${id}`)).rawPayload);
    const text = dump(`/vsizip/${file}`);
    expect(text).toContain('Layer name: poligonos');
    expect(text).toContain('Layer name: lineas');
    expect(text).toContain('Layer name: multipuntos');
    expect(text).toMatch(/MULTIPOLYGON \(\(\(-89 21,[^)]*\),\(-88\.8 21\.2,[^)]*\)\),\(\(-87 21,/);
    expect(text).toContain('MULTILINESTRING ((-89 20,-88 20),(-88 20,-87 20,-87 21))');
    expect(text).toContain('MULTIPOINT ((-89 20),(-88 20))');
    expect(text).toContain('Nombre (String) = Ría ? ñandú ?');
    expect(text).toContain(`Fecha (String) = ${fecha}`);
  });

  it('Excel: the media date, a video date shifted back 6 hours (spec §9)', async () => {
    const author = await createUser(world.t.db);
    const media = async (file_type: string, metadata: Record<string, unknown>) => {
      const { id } = await insertRecord(world.t.db, world.c, author, { nombre: file_type });
      await world.t.db
        .updateTable('records')
        .set({ file_type, media_metadata: JSON.stringify(metadata) })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const at = '2025-03-01T18:00:00.000Z';
    const video = await media('video/mp4', { mediaCreateDate: at });
    const image = await media('image/jpeg', { createDate: at });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('xlsx', `?ids=${video},${image}`)).rawPayload as never);
    const sheet = book.getWorksheet('Oportunidades')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Fecha de media');
    // The video's UTC 18:00 is 12:00 in the field (UTC−6); the photo's instant in Mexico City time, the same here.
    expect(sheet.getRow(2).getCell(column).value).toBe('01/03/2025 12:00 PM');
    expect(sheet.getRow(3).getCell(column).value).toBe('01/03/2025 12:00 PM');
  });

  it('exports only the listed ids', async () => {
    const res = await download('geojson', `?ids=${ids.zone},${ids.threat}`);
    expect(res.json().features).toHaveLength(3);
  });

  it('records each download as download.recorded', async () => {
    const before = (await downloads()).length;
    await download('geojson', `?ids=${ids.path}`);
    const after = await downloads();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.payload).toEqual({ module: 'Registros', file: 'geometrias.geojson', detail: '1 registros' });
  });

  it('refuses an unknown format, bad ids, a search with a NUL, nothing to export and a missing token, recording nothing', async () => {
    const before = (await downloads()).length;
    expect((await download('pdf')).statusCode).toBe(400);
    const badIds = await download('geojson', '?ids=1,dos');
    expect(badIds.statusCode).toBe(400);
    expect(errorOf(badIds).field).toBe('ids');
    const nul = await download('geojson', '?search=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul)).toMatchObject({ field: 'search', message: messages.validation.invalid });
    const nothing = await download('kml', '?ids=999999');
    expect(nothing.statusCode).toBe(404);
    expect(errorOf(nothing).message).toBe(messages.records.nothingToExport);
    expect((await download('geojson', '', false)).statusCode).toBe(401);
    expect(await downloads()).toHaveLength(before);
  });
});
