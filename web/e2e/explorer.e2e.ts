import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@ppd/db';
import type { MapRecord } from '@ppd/domain';
import { asMapRecord, type GeoJsonPathRecord, rounded, squareRing } from '@ppd/domain/testing';
import type { Download, Locator, Page } from 'playwright-core';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { typeColor } from '../src/map/colors.ts';
import { glideMargin } from '../src/map/glide.ts';
import { ROOT_DIR } from './build.ts';
import { clickPin, type MapPixel, pause, zoomOnPin } from './explorer-steps.ts';
import { featuresRead } from './gdal-steps.ts';
import { ADMIN, type App, fileApp, signIn, withDb } from './harness.ts';
import { overlappingControls, sidewaysPanes } from './layout-steps.ts';
import { holdRequests } from './request-steps.ts';

let app: App;
let page: Page;

/** The map payload's decoder bundled by Vite for the browser, as a script that sets `window.ppdMapPayload`. */
async function decoderScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      lib: {
        entry: path.join(ROOT_DIR, 'packages/domain/src/map-payload.ts'),
        formats: ['iife'],
        name: 'ppdMapPayload',
      },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  // Playwright runs an init script in a function of its own: the global is set explicitly.
  return `${(output as { output: { code: string }[] }).output[0]!.code}\nwindow.ppdMapPayload = ppdMapPayload;`;
}
fileApp({}, (started) => ({ app, page } = started));
beforeAll(async () => {
  // Set on every document, before the app's own scripts (the page's Content-Security-Policy does not apply).
  await page.addInitScript({ content: await decoderScript() });
});

interface GeoJsonRecord extends GeoJsonPathRecord {
  nombre: string;
  proyecto_nombre: string;
  subcategoria_icono: string;
}

/** In the page: the map payload decoded there, and the GeoJSON path's records, for the same body and token. */
function fetchBoth(token: string | null) {
  return page.evaluate(async (token) => {
    const body = JSON.stringify({ id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: [1, 2] });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(token ? { 'x-access-token': token } : {}),
    };
    const init = { method: 'POST', headers, body };
    const payload = await (await fetch('/api/ppd/levantamiento/map', init)).arrayBuffer();
    const reply = await (await fetch('/api/ppd/levantamiento/getLevantamientos', init)).json();
    const decoder = (window as unknown as { ppdMapPayload: { decodeMapPayload: (b: ArrayBuffer) => unknown } })
      .ppdMapPayload;
    return {
      decoded: decoder.decodeMapPayload(payload) as MapRecord[],
      geojson: reply.levantamientos as GeoJsonRecord[],
    };
  }, token);
}

/** A record whose pin is a point with no other record's first point within 0.01° (about 60 px at zoom 12). */
function lonePoint(records: GeoJsonRecord[]) {
  const first = (r: GeoJsonRecord) => {
    const [g] = asMapRecord(r).geometries;
    let c: unknown = g && 'coordinates' in g ? g.coordinates : null;
    while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
    return { record: r, point: g?.type === 'Point', at: c as number[] };
  };
  const pins = records.map(first);
  // Within the explorer's first view (centre (20.58651, -89.01501), zoom 9) and away from the others.
  const near = (a: number[], b: number[], d: number) => Math.abs(a[0]! - b[0]!) < d && Math.abs(a[1]! - b[1]!) < d;
  return pins.find(
    (p) => p.point && near(p.at, [-89.01501, 20.58651], 1) && pins.every((q) => q === p || !near(p.at, q.at, 0.01)),
  );
}

/** The colours on screen in the 31 × 31 px around a point of the map (a screenshot, decoded by the page). */
async function coloursAround(map: Locator, at: MapPixel): Promise<number[][]> {
  const box = (await map.boundingBox())!;
  const clip = { x: box.x + at.x - 15, y: box.y + at.y - 15, width: 31, height: 31 };
  const png = await page.screenshot({ clip });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return Array.from({ length: data.length / 4 }, (_, i) => Array.from(data.slice(i * 4, i * 4 + 3)));
  }, png.toString('base64'));
}

/**
 * Whether a pin of the type's colour is drawn with its tip within ~10 px of `tip` (where a drag put it, a few
 * pixels short): around its head (~17 px above the tip) at least a ring's worth of pixels show the colour, within
 * the rounding of blending (the ring round the category's icon and the tail: ~55 px; ~130 without an icon). The
 * records chosen have no other pin within 60 px.
 */
async function pinDrawnAt(map: Locator, tip: MapPixel, typeId: number): Promise<boolean> {
  const colour = typeColor(typeId).slice(0, 3);
  const around = await coloursAround(map, { x: tip.x, y: tip.y - 17 });
  return around.filter((c) => colour.every((v, i) => Math.abs(v - c[i]!) <= 3)).length >= 40;
}

/** The colour most of an icon's opaque pixels have, its white glyph and ring aside (fetched and decoded by the page). */
function iconColour(url: string): Promise<number[]> {
  return page.evaluate(async (url) => {
    const image = await createImageBitmap(await (await fetch(url)).blob());
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 255 || Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 230) continue;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])[0]![0]
      .split(',')
      .map(Number);
  }, url);
}

/** How far the map's canvas is moved now, in pixels. */
async function canvasOffset(map: Locator): Promise<[number, number]> {
  const transform = await map.locator('.map-canvas').evaluate((e) => (e as HTMLElement).style.transform);
  const [, x, y] = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(transform) ?? [];
  return [Number(x ?? 0), Number(y ?? 0)];
}

/**
 * Drags the map from `from` by (dx, dy) in steps of 4 px, runs `held` (if any) at once, before the view rests, then
 * lets go and waits for the map to rest (the view still for over 250 ms).
 */
async function drag(map: Locator, from: MapPixel, dx: number, dy: number, held?: () => Promise<void>) {
  const box = (await map.boundingBox())!;
  const mouse = page.mouse;
  await mouse.move(box.x + from.x, box.y + from.y);
  await mouse.down();
  await mouse.move(box.x + from.x + dx, box.y + from.y + dy, { steps: Math.ceil(Math.hypot(dx, dy) / 4) });
  await held?.();
  await mouse.up();
  await pause(600);
  return { x: from.x + dx, y: from.y + dy };
}

/** /explorador zoomed on a lone pin (no clusters from zoom 11), the pin brought to the map's centre. */
async function atLonePin() {
  await page.goto(`${app.baseUrl}/explorador`);
  const { geojson } = await fetchBoth(null);
  const target = lonePoint(geojson)!;
  const map = page.locator('.map-view').first();
  const { width, height } = (await map.boundingBox())!;
  const tip = await zoomOnPin(map, target.at, { x: width / 2, y: height / 2 });
  return { target, map, width, height, tip };
}

/**
 * Public records in the explorer's first view, classified as the first public record is: one with a multi-polygon
 * (with a hole), a multi-line and a multi-point, and two plain lines.
 */
async function addMultiPartRecords(db: Db) {
  const model = await db
    .selectFrom('records')
    .select(['id_proyecto', 'id_cat_principal', 'id_cat_secundaria', 'id_tipo', 'usuario'])
    .where('privado', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const feature = (type: string, coordinates: unknown) => ({
    type: 'Feature',
    geometry: { type, coordinates },
    properties: {},
  });
  const record = (nombre: string, features: unknown[]) =>
    db
      .insertInto('records')
      .values({
        ...model,
        nombre,
        descripcion: 'Señalado en la ribera',
        geojson: JSON.stringify({ type: 'FeatureCollection', features }),
      })
      .execute();
  await record('Ría Ñandú, café', [
    feature('MultiPolygon', [
      [squareRing(-89.1, 20.5, 0.1), squareRing(-89.08, 20.52, 0.02)],
      [squareRing(-88.9, 20.5, 0.05)],
    ]),
    feature('MultiLineString', [squareRing(-89.1, 20.7, 0.05).slice(0, 3), squareRing(-89.0, 20.7, 0.05).slice(0, 2)]),
    feature('MultiPoint', [
      [-88.95, 20.65],
      [-88.94, 20.66],
    ]),
  ]);
  await record('Sendero del oriente', [feature('LineString', squareRing(-88.9, 20.6, 0.04).slice(0, 3))]);
  await record('Sendero del poniente', [feature('LineString', squareRing(-89.2, 20.6, 0.04).slice(0, 3))]);
}

/** The number the map's counter shows ("N levantamientos en el mapa"). */
const counter = () => page.getByRole('status').filter({ hasText: 'levantamientos en el mapa' });
const count = async () => Number((await counter().textContent())!.replace(/\D/g, ''));

describe('the explorer on the map payload', () => {
  it('decodes the map payload in the browser to the records, types and geometries of the GeoJSON path', async () => {
    await page.goto(`${app.baseUrl}/explorador`);
    await page.getByRole('status').filter({ hasText: 'levantamientos en el mapa' }).waitFor();
    const login = await fetch(`${app.baseUrl}/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, type: 'monitor' }),
    });
    const { token } = (await login.json()) as { token: string };
    const counts = [];
    for (const audience of [null, token]) {
      const { decoded, geojson } = await fetchBoth(audience);
      expect(decoded.length).toBeGreaterThan(10);
      expect(rounded(decoded)).toEqual(rounded(geojson.map(asMapRecord)));
      counts.push(decoded.length);
    }
    // Staff see the private records too.
    expect(counts[1]).toBeGreaterThan(counts[0]!);
  });

  it('draws without multisampling or a depth buffer when WebGL runs in software, as here (SwiftShader)', async () => {
    const drawn = await page.evaluate(() =>
      // The map's own contexts (base map and records): a canvas gives its context again to whoever asks for the same kind.
      Array.from(document.querySelectorAll<HTMLCanvasElement>('.map-view canvas'), (canvas) =>
        canvas.getContext('webgl2')?.getContextAttributes(),
      ),
    );
    expect(drawn).toHaveLength(2);
    for (const attributes of drawn) expect(attributes).toMatchObject({ antialias: false, depth: false });
  });

  it('opens a record’s popup on a click on its pin, with its details fetched then', async () => {
    const { geojson } = await fetchBoth(null);
    const target = lonePoint(geojson);
    expect(target).toBeDefined();
    const details = page.waitForResponse((r) => r.url().endsWith('/api/ppd/levantamiento/details'));
    await clickPin(page.locator('.map-view').first(), target!.at);
    expect((await details).status()).toBe(200);
    const popup = page.getByRole('dialog', { name: target!.record.nombre });
    await popup.getByText(target!.record.proyecto_nombre).waitFor();
    // The category and the subcategory each after their icon from the library, loaded.
    for (const label of ['Categoría', 'Subcategoría']) {
      const icon = popup.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd img');
      expect(await icon.getAttribute('src')).toMatch(/^\/icons\/[a-z-]+\.png$/);
      await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await page.screenshot({ path: '/tmp/e2e-explorador-popup.png' });
  });

  it('exports the records on screen as GeoJSON, with their details', async () => {
    const { geojson } = await fetchBoth(null);
    const target = lonePoint(geojson)!.record;
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Geojson' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { features: { properties: Record<string, string> }[] };
    expect(exported.features.length).toBeGreaterThan(0);
    expect(exported.features.map((f) => f.properties.Nombre)).toContain(target.nombre);
    expect(exported.features.find((f) => f.properties.Nombre === target.nombre)?.properties.Proyecto).toBe(
      target.proyecto_nombre,
    );
  });

  it('runs one export at a time: Exportar is busy while the file is written, and a second try saves no second file', async () => {
    const details = await holdRequests(page, 'POST', (url) =>
      url.pathname.startsWith('/api/ppd/levantamiento/explorer-export/'),
    );
    const files: string[] = [];
    const saved = (download: Download) => files.push(download.suggestedFilename());
    page.on('download', saved);
    const exportButton = page.getByRole('button', { name: 'Exportar' });
    try {
      await exportButton.click();
      await page.getByRole('menuitem', { name: 'Geojson' }).click();
      await expect.poll(details.asked).toBe(1);
      await expect.poll(() => exportButton.getAttribute('aria-busy')).toBe('true');
      // The chosen format hands the focus back to Exportar, which keeps it while busy.
      expect(await exportButton.evaluate((button) => button === document.activeElement)).toBe(true);
      // The user tries again while the first export is on its way: the button takes no click, no menu opens.
      await exportButton.click({ force: true });
      expect(await page.getByRole('menu', { name: 'Exportar' }).count()).toBe(0);
    } finally {
      await details.release();
    }
    await expect.poll(() => files).toEqual(['geometrias.geojson']);
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    await pause(500);
    expect(files).toHaveLength(1);
    expect(details.asked()).toBe(1);
    page.off('download', saved);
  });

  it('Limpiar filtro means every record in each section: a narrowed PROYECTOS or TIPOS comes back whole', async () => {
    await counter().waitFor();
    const all = await count();
    expect(all).toBeGreaterThan(0);
    const section = (title: string) => page.locator('details.filter-section', { hasText: title });
    const narrowed = async (title: string, checkbox: number) => {
      if (!(await section(title).evaluate((d) => (d as HTMLDetailsElement).open))) {
        await section(title).locator('summary').click();
      }
      await section(title).getByRole('checkbox').nth(checkbox).click();
      await expect.poll(count).toBeLessThan(all);
    };
    await narrowed('PROYECTOS', 0);
    await page.getByRole('button', { name: 'Limpiar filtro (PROYECTOS)' }).click();
    await expect.poll(count).toBe(all);
    await narrowed('TIPOS', 0);
    await page.getByRole('button', { name: 'Limpiar filtro (TIPOS)' }).click();
    await expect.poll(count).toBe(all);
    expect(await section('TIPOS').getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Seleccionar todo (TIPOS)' }).click();
    await expect.poll(count).toBe(all);
  });

  it('says the map could not be read, with Reintentar, instead of showing no records', async () => {
    const projects = (url: URL) => url.pathname === '/api/ppd/proyectos/getProjectsToExplorer';
    await page.route(projects, (route) => route.abort('connectionreset'));
    await page.goto(`${app.baseUrl}/explorador`);
    const failure = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
    await failure.waitFor();
    expect(await counter().count()).toBe(0);
    await page.unroute(projects);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await counter().waitFor();
    await expect.poll(count).toBeGreaterThan(0);
  });

  it('counts only the records in view', async () => {
    await page.goto(`${app.baseUrl}/explorador`);
    const { geojson } = await fetchBoth(null);
    await counter().waitFor();
    const atFirst = await count();
    await zoomOnPin(page.locator('.map-view').first(), lonePoint(geojson)!.at);
    await expect.poll(count).toBeLessThan(atFirst);
    expect(await count()).toBeGreaterThan(0);
  });

  it('draws a pin in its type’s colour at its record’s place, and pans by moving the drawn map (software WebGL)', async () => {
    const { target, map, width, height, tip: first } = await atLonePin();
    let tip = first;
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    const [x0, y0] = await canvasOffset(map);
    // Within the region drawn around the view, the canvas moves with the pointer: nothing is drawn again. A view at
    // rest within half the region's margin of its centre stays so.
    tip = await drag(map, tip, 60, 40);
    const [x1, y1] = await canvasOffset(map);
    expect(Math.abs(x1 - x0 - 60)).toBeLessThanOrEqual(8);
    expect(Math.abs(y1 - y0 - 40)).toBeLessThanOrEqual(8);
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    // Further than that, once at rest, the map is drawn again around the view: moved to three quarters of the margin
    // up, it is moved back to its place.
    const margin = glideMargin({ width, height });
    tip = await drag(map, tip, 0, -0.75 * margin - (await canvasOffset(map))[1], async () => {
      expect((await canvasOffset(map))[1]).toBeLessThan(-0.5 * margin);
    });
    expect((await canvasOffset(map)).map(Math.abs)).toEqual([expect.closeTo(0, 0), expect.closeTo(0, 0)]);
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    // Past the region, the map is drawn again at once, while the drag goes on, for a region ahead of the view: the
    // canvas reaches further the way the view goes (up) than behind it, so it is moved up (unredrawn, it would be
    // moved down by more than the margin; drawn around the view, down by the rest of the drag). At rest it stays so.
    tip = await drag(map, tip, 0, margin + 60, async () => {
      expect((await canvasOffset(map))[1]).toBeLessThan(0);
      expect((await canvasOffset(map))[1]).toBeGreaterThan(-margin / 2);
    });
    expect((await canvasOffset(map))[1]).toBeLessThan(0);
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    await map.click({ position: { x: tip.x, y: tip.y - 12 } });
    await page.getByRole('dialog', { name: target.record.nombre }).waitFor();
    // A wider window: the canvas grows with the map and the records are drawn for it (the view keeps its centre).
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ ...viewport, width: viewport.width + 200 });
    try {
      await pause(600);
      const wider = (await map.boundingBox())!.width;
      const canvas = (await map.locator('.map-canvas').boundingBox())!;
      expect(canvas.width).toBe(Math.round(wider) + 2 * glideMargin({ width: wider, height }));
      const moved = { x: tip.x + (wider - width) / 2, y: tip.y };
      expect(await pinDrawnAt(map, moved, target.record.id_tipo)).toBe(true);
    } finally {
      await page.setViewportSize(viewport);
    }
  });

  it('draws the record’s category icon on its pin’s head where pins are not clustered, the type’s colour around it', async () => {
    const { target, map, tip } = await atLonePin();
    const colour = await iconColour(target.record.subcategoria_icono);
    expect(colour).not.toEqual(typeColor(target.record.id_tipo).slice(0, 3));
    // The head is ~20 px across and ~17 px above the tip; the icon covers most of it.
    const iconPixels = async () =>
      (await coloursAround(map, { x: tip.x, y: tip.y - 17 })).filter((c) =>
        colour.every((v, i) => Math.abs(v - c[i]!) <= 12),
      ).length;
    await expect.poll(iconPixels).toBeGreaterThanOrEqual(40);
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-explorador-pin-icon.png' });
  });

  it('zooms in on the point double-clicked, the drawn map moved or not', async () => {
    const { target, map, tip: centre } = await atLonePin();
    const tip = await drag(map, centre, 60, 40);
    expect((await canvasOffset(map))[0]).not.toBeCloseTo(0, 0);
    const before = await count();
    // Beside the pin's tip: the point under the pointer stays there, so the pin does.
    await map.dblclick({ position: { x: tip.x + 10, y: tip.y } });
    await pause(1000);
    expect(await pinDrawnAt(map, tip, target.record.id_tipo)).toBe(true);
    // Zoomed in: fewer records in view.
    await expect.poll(count).toBeLessThan(before);
  });

  it('keeps a popup opened near the top edge inside the map, its title shown and its ✕ closing it', async () => {
    await page.goto(`${app.baseUrl}/explorador`);
    const { geojson } = await fetchBoth(null);
    const target = lonePoint(geojson)!;
    const map = page.locator('.map-view').first();
    const { width } = (await map.boundingBox())!;
    // The pin 30 px below the top edge, in the middle (clear of the filters and the buttons).
    await clickPin(map, target.at, { x: width / 2, y: 30 });
    const popup = page.getByRole('dialog', { name: target.record.nombre });
    await popup.getByText(target.record.proyecto_nombre).waitFor();
    const [outer, inner] = [(await map.boundingBox())!, (await popup.boundingBox())!];
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
    expect(await popup.getByRole('heading', { name: target.record.nombre }).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-explorador-popup-top.png' });
    // Playwright clicks only what receives the pointer there: nothing covers the ✕.
    await popup.getByRole('button', { name: 'Cerrar' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('exports the same features, fields and values as GeoJSON, KML and Shapefile: accents, multi-geometries, every line', async () => {
    await withDb(app, addMultiPartRecords);
    await page.goto(`${app.baseUrl}/explorador`);
    await counter().waitFor();
    const dir = mkdtempSync(path.join(tmpdir(), 'ppd-e2e-explorer-'));
    const exportButton = page.getByRole('button', { name: 'Exportar' });
    const saved: Record<string, string> = {};
    for (const [label, file] of [
      ['Geojson', 'geometrias.geojson'],
      ['KML', 'geometrias.kml'],
      ['Shapefile (zip)', 'geometrias.zip'],
    ] as const) {
      await expect.poll(() => exportButton.getAttribute('aria-busy')).toBeNull();
      await exportButton.click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label }).click();
      expect((await download).suggestedFilename()).toBe(file);
      saved[file] = path.join(dir, file);
      await (await download).saveAs(saved[file]!);
    }
    const geojson = featuresRead(saved['geometrias.geojson']!);
    expect(featuresRead(saved['geometrias.kml']!)).toEqual(geojson);
    expect(featuresRead(`/vsizip/${saved['geometrias.zip']}`)).toEqual(geojson);
    // The multi-part record's three features, its accents intact, and each line with its own record's fields.
    expect(geojson.filter((f) => f.includes('"Nombre":"Ría Ñandú, café"'))).toHaveLength(3);
    const features = JSON.parse(readFileSync(saved['geometrias.geojson']!, 'utf8')).features as {
      geometry: { type: string };
      properties: { Nombre: string };
    }[];
    const lines = features.filter((f) => f.geometry.type === 'LineString').map((f) => f.properties.Nombre);
    expect(lines).toEqual(expect.arrayContaining(['Sendero del oriente', 'Sendero del poniente']));
  });

  it('on a 390 × 844 phone the filters start folded, and nothing overlaps, folded or open (public and staff)', async () => {
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const path of ['/explorador', '/adminexplorer']) {
        if (path === '/adminexplorer') await signIn(app, ADMIN, path);
        else await page.goto(`${app.baseUrl}${path}`);
        await counter().waitFor();
        const filters = page.getByRole('button', { name: 'Filtros' });
        const clear = page.getByRole('button', { name: 'Limpiar filtro (TIPOS)' });
        expect(await filters.getAttribute('aria-expanded')).toBe('false');
        expect(await clear.isVisible()).toBe(false);
        expect(await overlappingControls(page), path).toEqual([]);
        expect(await sidewaysPanes(page), path).toEqual([]);
        await filters.click();
        await clear.waitFor();
        expect(await overlappingControls(page), path).toEqual([]);
        expect(await sidewaysPanes(page), path).toEqual([]);
        await page.screenshot({ path: `/tmp/e2e-explorer-phone${path.replace('/', '-')}.png` });
      }
    } finally {
      await page.setViewportSize(viewport);
    }
  });
});
