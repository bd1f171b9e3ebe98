import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pause } from './explorer-steps.ts';
import { chooseInfluenceZone, clickDetailMap, saveGeometryEdit, startGeometryEdit } from './geometry-steps.ts';
import { ADMIN, type App, fileApp, signIn, withDb } from './harness.ts';
import { browserJpeg, browserMp4, silentMp3, withExif } from './media-fixtures.ts';

const PHOTO_TITLE = 'Cenote con fotografía';
const VIDEO_TITLE = 'Cenote con video';
const AUDIO_TITLE = 'Cenote con audio';

let app: App;
let page: Page;
let token = '';
const downloads = mkdtempSync(path.join(tmpdir(), 'ppd-e2e-downloads-'));
fileApp({}, (started) => ({ app, page } = started));
afterAll(async () => {
  rmSync(downloads, { recursive: true, force: true });
});

async function call<T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
    headers: { 'x-access-token': token, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.form ?? (init.body ? JSON.stringify(init.body) : null),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type Named = { id: number; nombre: string };
const idOf = (list: Named[], name: string) => list.find((r) => r.nombre === name)!.id;

/** A record of two features (a marker and a polygon) in the seeded Cenotes del Sur project. */
async function createRecord(nombre: string, privado: boolean): Promise<number> {
  const { proyectos } = await call<{ proyectos: Named[] }>('/api/ppd/proyectos/getProjects');
  const { categorias } = await call<{ categorias: Named[] }>('/api/ppd/catprinc/getMainCategories');
  const { tipos } = await call<{ tipos: Named[] }>('/api/ppd/tipolevantamiento/getTypes');
  const ids = { id_cat_principal: idOf(categorias, 'Agua'), id_tipo: idOf(tipos, 'Oportunidades') };
  const { subcategorias } = await call<{ subcategorias: Named[] }>('/api/ppd/subcategorias/getSubcategories', {
    body: { id_maincategory: ids.id_cat_principal, id_type: ids.id_tipo },
  });
  const properties = { nombre, descripcion: 'Registro con archivo multimedia.' };
  const reply = await call<{ id: number }>('/api/ppd/levantamiento/newLevantamiento', {
    body: {
      ...ids,
      nombre,
      descripcion: properties.descripcion,
      id_proyecto: idOf(proyectos, 'Cenotes del Sur'),
      id_cat_secundaria: idOf(subcategorias, 'Captación de lluvia'),
      privado,
      geometries: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Point', coordinates: [-89.1, 20.6] }, properties },
          {
            type: 'Feature',
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-89.12, 20.58],
                  [-89.08, 20.58],
                  [-89.08, 20.62],
                  [-89.12, 20.58],
                ],
              ],
            },
            properties,
          },
        ],
      },
    },
  });
  return reply.id;
}

async function attach(recordId: number, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return call<{ media_folder: string; media_metadata: Record<string, unknown> }>(
    `/api/ppd/levantamiento/${recordId}/media`,
    { form },
  );
}

async function openRecord(title: string): Promise<Locator> {
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const detail = page.getByRole('article');
  await detail.getByRole('heading', { name: title }).waitFor();
  return detail;
}

/** Clicks a download button and saves the file under the name the page gave it. */
async function download(detail: Locator, button: string): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const saved = path.join(downloads, file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), path: saved };
}

describe('a record’s media and downloads on /registros', () => {
  let photoId: number;

  it('signs in and attaches a real JPEG with EXIF dates, a real MP4 and an MP3 through the media route', async () => {
    await signIn(app, ADMIN, '/registros');
    token = (await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))) ?? '';

    const jpeg = withExif(await browserJpeg(page, 320, 240), {
      modify: '2024:03:16 09:00:00',
      original: '2024:03:15 10:20:30',
      create: '2024:03:15 10:20:30',
    });
    photoId = await createRecord(PHOTO_TITLE, true);
    const photo = await attach(photoId, jpeg, 'foto.jpg', 'image/jpeg');
    expect(photo.media_metadata).toMatchObject({ imageWidth: 320, imageHeight: 240 });
    // The camera's wall clock (no offset tag) is Mexico City time (UTC-6).
    expect(photo.media_metadata).toMatchObject({
      createDate: '2024-03-15T16:20:30.000Z',
      modifyDate: '2024-03-16T15:00:00.000Z',
    });

    const video = await attach(await createRecord(VIDEO_TITLE, false), await browserMp4(page), 'clip.mp4', 'video/mp4');
    expect(video.media_folder).toMatch(/\.mp4$/);
    expect(video.media_metadata.mediaCreateDate).toEqual(expect.any(String));

    const audio = await attach(await createRecord(AUDIO_TITLE, true), silentMp3(), 'nota.mp3', 'audio/mpeg');
    expect(audio.media_folder).toMatch(/\.mp3$/);
  });

  it('shows the private record’s photo and its metadata table', async () => {
    await page.reload();
    const detail = await openRecord(PHOTO_TITLE);
    const image = detail.getByRole('region', { name: 'Multimedia' }).getByRole('img', { name: PHOTO_TITLE });
    await image.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle(), {
      timeout: 15_000,
    });
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);

    await detail.getByRole('button', { name: 'Metadatos' }).click();
    const modal = page.getByRole('dialog', { name: 'Metadatos del archivo' });
    await modal.getByRole('columnheader', { name: 'Etiqueta' }).waitFor();
    await modal.getByRole('columnheader', { name: 'Valor' }).waitFor();
    const row = (label: string) => modal.getByRole('row', { name: new RegExp(`^${label}`) });
    expect(await row('Fecha de creación').textContent()).toContain('15/03/2024 10:20');
    expect(await row('Fecha de modificación').textContent()).toContain('16/03/2024 09:00');
    expect(await row('Ancho').textContent()).toContain('320');
    expect(await row('Alto').textContent()).toContain('240');
    await page.screenshot({ path: '/tmp/e2e-record-media-metadata.png' });
    await modal.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('downloads the record as GeoJSON, KML, a shapefile zip and Excel', async () => {
    const detail = page.getByRole('article');
    const geojson = await download(detail, 'Geojson');
    expect(geojson.name).toBe('geometrias.geojson');
    expect(JSON.parse(readFileSync(geojson.path, 'utf8')).features).toHaveLength(2);

    const kml = await download(detail, 'KML');
    expect(kml.name).toBe('geometrias.kml');
    expect(readFileSync(kml.path, 'utf8')).toContain(PHOTO_TITLE);

    const shapefile = await download(detail, 'Shapefile (zip)');
    expect(shapefile.name).toBe('geometrias.zip');
    const layers = execFileSync('ogrinfo', ['-ro', '-q', `/vsizip/${shapefile.path}`], { encoding: 'utf8' });
    expect(layers).toMatch(/Point/);
    expect(layers).toMatch(/Polygon/);

    const excel = await download(detail, 'Exportar');
    expect(excel.name).toBe(`Registro_${photoId}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(excel.path);
    const cells = book.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().flatMap((values) => (Array.isArray(values) ? values.map(String) : [])),
    );
    expect(cells).toContain(PHOTO_TITLE);
  });

  it('plays the audio and the video from sources that answer byte ranges', async () => {
    for (const [title, tag] of [
      [AUDIO_TITLE, 'audio'],
      [VIDEO_TITLE, 'video'],
    ] as const) {
      const detail = await openRecord(title);
      const player = detail.getByRole('region', { name: 'Multimedia' }).locator(tag);
      await player.waitFor();
      await page.waitForFunction((m) => (m as HTMLMediaElement).readyState >= 1, await player.elementHandle(), {
        timeout: 15_000,
      });
      const src = await player.evaluate((m) => (m as HTMLMediaElement).currentSrc);
      const status = await page.evaluate(
        async (url) => (await fetch(url, { headers: { Range: 'bytes=0-99' } })).status,
        src,
      );
      expect(status).toBe(206);
    }
    await page.screenshot({ path: '/tmp/e2e-record-media-video.png' });
  });

  it('offers the influence zone after a marker drawn while editing the geometry', async () => {
    const detail = page.getByRole('article');
    await startGeometryEdit(page, detail);
    await detail.getByRole('button', { name: 'Dibujar marcador' }).click();
    await clickDetailMap(detail, 0.75, 0.3);
    await chooseInfluenceZone(page, '1.5');
    await pause(500);
    await page.screenshot({ path: '/tmp/e2e-record-media-zone.png' });

    await saveGeometryEdit(page, detail);
    await detail.getByText('Marcador, Polígono, Zona de influencia', { exact: true }).waitFor();
    const saved = await call<{ levantamientos: { id: number; geojson: { features: { properties: object }[] } }[] }>(
      '/api/ppd/levantamiento/getLevantamientosGeneral',
      { body: { search: VIDEO_TITLE } },
    );
    const zone = saved.levantamientos[0]!.geojson.features.map((f) => f.properties);
    expect(zone).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ typeGeometry: 'MarkerToBuffer', radioValueParsed: 1.5 }),
        expect.objectContaining({ typeGeometry: 'Buffer', radioValueParsed: 1.5 }),
      ]),
    );
  });

  it('shows a placeholder, not the browser’s broken image, for a photo or a video whose file is gone', async () => {
    const broken = [
      ['Cenote con foto perdida', await browserJpeg(page, 64, 48), 'foto.jpg', 'image/jpeg', 'Imagen no disponible'],
      ['Cenote con video perdido', await browserMp4(page), 'clip.mp4', 'video/mp4', 'Video no disponible'],
    ] as const;
    for (const [title, bytes, name, type] of broken) {
      const id = await createRecord(title, true);
      await attach(id, bytes, name, type);
      await withDb(app, (db) =>
        sql`UPDATE records SET media_folder = media_folder || '.perdido' WHERE id = ${id}`.execute(db),
      );
    }
    await page.reload();
    for (const [title, , , , placeholder] of broken) {
      const media = (await openRecord(title)).getByRole('region', { name: 'Multimedia' });
      await media.getByText(placeholder, { exact: true }).waitFor();
      expect(await media.locator('img, video').count()).toBe(0);
    }
    await page.screenshot({ path: '/tmp/e2e-record-media-broken.png' });
  });
});
