import type { Geometry, LineString, Polygon } from 'geojson';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickPin, pause } from './explorer-steps.ts';
import { chooseInfluenceZone, clickDetailMap, saveGeometryEdit, startGeometryEdit } from './geometry-steps.ts';
import { ADMIN, type App, fileApp, openFromMenu, signIn, withDb } from './harness.ts';
import { expectWithinWidth } from './layout-steps.ts';
import { deleteHeld, holdRequests } from './request-steps.ts';

const TITLE = 'Humedal privado de prueba';
const NEW_TITLE = 'Humedal privado (editado)';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));
beforeAll(() => {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log('[browser]', m.type(), m.text().slice(0, 300));
  });
});

/** deck.gl tells a click from a double click by waiting ~300 ms: space clicks by 500 ms. */
async function clickMap(map: Locator, points: [number, number][]) {
  for (const [x, y] of points) {
    await map.click({ position: { x, y } });
    await pause(500);
  }
}

const visibleMap = () => page.locator('.map-view:visible').first();

/** Picks a draw tool ('Dibujar polígono', 'Dibujar línea' ...) and clicks the map at each point. */
async function drawWith(tool: string, points: [number, number][]) {
  await page.getByRole('button', { name: tool }).click();
  await clickMap(visibleMap(), points);
}

/** Fills the save dialog of /mapa (Cenotes del Sur, Agua, Oportunidades, Captación de lluvia) and saves. */
async function saveRecord(dialog: Locator, title: string, visibility: 'Público' | 'Privado') {
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Zona de humedal con fauna local.');
  await dialog.getByLabel('Proyecto').selectOption({ label: 'Cenotes del Sur' });
  await dialog.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Agua' });
  await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Oportunidades' });
  await dialog
    .getByLabel('Subcategoría')
    .locator('option', { hasText: 'Captación de lluvia' })
    .waitFor({ state: 'attached' });
  await dialog.getByLabel('Subcategoría').selectOption({ label: 'Captación de lluvia' });
  await dialog.getByLabel('Visibilidad').selectOption({ label: visibility });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const done = dialog.page().getByRole('alertdialog', { name: 'Levantamiento guardado exitosamente' });
  await done.waitFor();
  await done.getByRole('button', { name: 'Aceptar' }).click();
}

/** Keeps the record's project and subcategory checked in the explorer's filter panel. */
async function narrowTo(filters: Locator) {
  await filters.getByText('PROYECTOS', { exact: true }).click();
  await filters.getByLabel('Cenotes del Sur').check();
  await filters.getByText('SUBCATEGORÍAS', { exact: true }).click();
  await filters.getByLabel('Captación de lluvia').check();
}

async function shownCount(status: Locator): Promise<number> {
  const text = (await status.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('geographic records in the browser', () => {
  it('draws a polygon and an influence zone on /mapa, with their measures', async () => {
    await signIn(app, ADMIN);
    const map = visibleMap();
    await map.locator('canvas').first().waitFor();
    await pause(800);

    await drawWith('Dibujar polígono', [
      [400, 250],
      [600, 240],
      [640, 420],
      [420, 440],
      [400, 250],
    ]);
    const measures = page.getByRole('region', { name: 'Medidas' });
    await measures.getByText('Polígono').waitFor();
    expect(await measures.getByText(/Área: [\d,]+\.\d\d ha/).count()).toBe(1);
    expect(await measures.getByText(/Longitud: [\d,]+\.\d\d km/).count()).toBe(1);

    await drawWith('Dibujar marcador', [[850, 350]]);
    await chooseInfluenceZone(page, '3');
    await measures.getByText('Zona de influencia').waitFor();
    await measures.getByText('Radio: 3.00 km').waitFor();
    await pause(500);
    await page.screenshot({ path: '/tmp/e2e-mapa-drawn.png' });
  });

  it('shows every validation message when the save dialog is sent empty, then saves a private record', async () => {
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar levantamiento' });
    await dialog.getByLabel('Proyecto').locator('option').nth(1).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of [
      'Escriba un título',
      'Escriba una descripción.',
      'Seleccione un proyecto',
      'Seleccione una categoría',
      'Seleccione un tipo',
      'Seleccione una subcategoría',
      'Seleccione un tipo de visibilidad',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await page.screenshot({ path: '/tmp/e2e-mapa-validation.png' });

    await saveRecord(dialog, TITLE, 'Privado');
    await page.screenshot({ path: '/tmp/e2e-mapa-saved.png' });
    expect(await page.getByRole('toolbar', { name: 'Herramientas de dibujo' }).count()).toBe(0);
    // What was saved stays on the map; Guardar does not save it twice.
    await page.getByRole('region', { name: 'Medidas' }).getByText('Polígono').waitFor();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const once = page.getByRole('alertdialog', { name: /Levantamiento guardado\. Pulse Nuevo/ });
    await once.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByRole('dialog', { name: 'Guardar levantamiento' }).count()).toBe(0);
  });

  it('shows the private record on /adminexplorer, with its popup, and not on /explorador', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    const list = (await (
      await fetch(`${app.baseUrl}/api/ppd/levantamiento/getLevantamientosGeneral`, {
        method: 'POST',
        headers: { 'x-access-token': token ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ search: TITLE }),
      })
    ).json()) as {
      levantamientos: { geojson: { features: { geometry: { type: string; coordinates: number[] } }[] } }[];
    };
    const marker = list.levantamientos[0]!.geojson.features.find((f) => f.geometry.type === 'Point')!.geometry
      .coordinates;

    await openFromMenu(page, 'Explorar', '/adminexplorer');
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    const status = page.getByRole('status').filter({ hasText: 'levantamientos en el mapa' });
    await status.waitFor();
    await narrowTo(filters);
    const adminCount = await shownCount(status);
    expect(adminCount).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: '/tmp/e2e-adminexplorer.png' });

    // Zoom in on the record's marker (no clusters from zoom 11), then open its popup.
    const map = visibleMap();
    await clickPin(map, marker);
    const popup = page.getByRole('dialog', { name: TITLE });
    await popup.getByText('Cenotes del Sur').waitFor();
    await popup.getByText('Captación de lluvia').waitFor();
    await page.screenshot({ path: '/tmp/e2e-adminexplorer-popup.png' });

    const explorer = await app.context.newPage();
    await explorer.goto(`${app.baseUrl}/explorador`);
    const publicStatus = explorer.getByRole('status').filter({ hasText: 'levantamientos en el mapa' });
    await publicStatus.waitFor();
    await narrowTo(explorer.getByRole('complementary', { name: 'Filtros' }));
    expect(await shownCount(publicStatus)).toBe(adminCount - 1);
    await explorer.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await explorer.screenshot({ path: '/tmp/e2e-explorador.png' });
    await explorer.close();
  });

  it('finds the record on /registros and shows its detail', async () => {
    await openFromMenu(page, 'Registros', '/registros');
    await page.getByRole('searchbox').fill('Humedal');
    const item = page.getByRole('button', { name: new RegExp(TITLE) });
    await item.click();
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: TITLE }).waitFor();
    await detail.getByText('Polígono, Marcador, Zona de influencia').waitFor();
    await detail.getByText('Privado', { exact: true }).waitFor();
    expect(await detail.getByText(/^[\d,]+\.\d\d ha$/).count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-registros-detail.png' });
  });

  it('downloads the record’s GeoJSON once however often its button is clicked while it comes', async () => {
    const detail = page.getByRole('article');
    const exportCall = (url: URL) => url.pathname === '/api/ppd/levantamiento/export/geojson';
    // The server takes a moment (held until the second click): the button says so and takes no second click meanwhile.
    const held = await holdRequests(page, 'GET', exportCall);
    const button = detail.getByRole('button', { name: 'Geojson', exact: true });
    const saved = page.waitForEvent('download');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    await button.click({ force: true });
    await held.release();
    expect((await saved).suggestedFilename()).toBe('geometrias.geojson');
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(held.asked()).toBe(1);
  });

  it('edits the title with the shared validations', async () => {
    const detail = page.getByRole('article');
    await detail.getByRole('button', { name: 'Editar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar registro' });
    await modal.getByLabel('Título').fill('   ');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.getByText('Escriba un título', { exact: true }).waitFor();
    await modal.getByLabel('Título').fill(NEW_TITLE);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const done = page.getByRole('alertdialog', { name: 'Los cambios se han guardado' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('searchbox').fill('editado');
    await page.getByRole('button', { name: /Humedal privado \(editado\)/ }).click();
    await detail.getByRole('heading', { name: NEW_TITLE }).waitFor();
  });

  it('keeps the record’s subcategory when it was disabled since, and saves other changes', async () => {
    const enabled = (on: boolean) =>
      withDb(app, (db) =>
        db.updateTable('subcategories').set({ enabled: on }).where('nombre', '=', 'Captación de lluvia').execute(),
      );
    // A new page: the session's catalogues are read again (they are kept for minutes).
    const reopen = async () => {
      await page.reload();
      await page.getByRole('searchbox').fill('editado');
      await page.getByRole('button', { name: /Humedal privado \(editado\)/ }).click();
    };
    await enabled(false);
    try {
      await reopen();
      const detail = page.getByRole('article');
      await detail.getByRole('button', { name: 'Editar', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Editar registro' });
      const subcategory = modal.getByLabel('Subcategoría');
      // 'Fuente restaurada' is still enabled under the same category and type: the list is read, and keeps the own.
      await subcategory.locator('option', { hasText: 'Fuente restaurada' }).waitFor({ state: 'attached' });
      expect(await subcategory.locator('option:checked').textContent()).toBe('Captación de lluvia');
      await modal.getByLabel('Descripción').fill('Humedal con garzas.');
      await modal.getByRole('button', { name: 'Guardar' }).click();
      const done = page.getByRole('alertdialog', { name: 'Los cambios se han guardado' });
      await done.getByRole('button', { name: 'Aceptar' }).click();
      await detail.getByText('Humedal con garzas.').waitFor();
    } finally {
      await enabled(true);
      await reopen();
    }
  });

  it('edits the geometry after the confirmations and saves it', async () => {
    const detail = page.getByRole('article');
    await startGeometryEdit(page, detail);
    await detail.getByRole('button', { name: 'Borrar geometrías' }).click();
    // The zone's marker sits in the middle of the fitted map's right half; remove the polygon on the left instead.
    await clickDetailMap(detail, 0.3, 0.5, 800);
    await page.screenshot({ path: '/tmp/e2e-registros-remove.png' });
    const confirm = page.getByRole('alertdialog', { name: /BORRAR LAS GEOMETRÍAS/ });
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await saveGeometryEdit(page, detail);
    await detail.getByText('Marcador, Zona de influencia', { exact: true }).waitFor();
  });

  it('hides a visible comment of a seeded record', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    const headers = { 'x-access-token': token ?? '', 'content-type': 'application/json' };
    const list = (await (
      await fetch(`${app.baseUrl}/api/ppd/levantamiento/getLevantamientosGeneral`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ page: 1, pageSize: 1000 }),
      })
    ).json()) as { levantamientos: { id: number; nombre: string }[] };
    let target: { id: number; nombre: string } | undefined;
    for (const record of list.levantamientos) {
      const comments = (await (await fetch(`${app.baseUrl}/api/comments_places/${record.id}`, { headers })).json()) as
        | { status: boolean }[]
        | { comments: { status: boolean }[] };
      const all = Array.isArray(comments) ? comments : comments.comments;
      if (all.some((c) => c.status)) {
        target = record;
        break;
      }
    }
    expect(target).toBeDefined();

    await page.getByRole('searchbox').fill(target!.nombre);
    // The list shows names cut at 30 characters.
    const start = target!.nombre.slice(0, 25).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The row is named by its category icon, then its title.
    await page
      .getByRole('button', { name: new RegExp(start) })
      .first()
      .click();
    const detail = page.getByRole('article');
    await detail.getByRole('button', { name: 'Comentarios' }).click();
    const modal = page.getByRole('dialog', { name: 'Comentarios' });
    await modal.getByRole('tab', { name: /Visibles/ }).click();
    const comment = modal.getByRole('listitem').first();
    expect(await comment.getByRole('button', { name: 'Mostrar' }).isDisabled()).toBe(true);
    await comment.getByRole('button', { name: 'Ocultar' }).click();
    await modal.getByRole('tab', { name: /Ocultos/ }).click();
    const hidden = modal.getByRole('listitem').first();
    await hidden.getByText('Oculto', { exact: true }).waitFor();
    expect(await hidden.getByRole('button', { name: 'Ocultar' }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-registros-comments.png' });
    await modal.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('deletes the record after the confirmation, Eliminar busy until the answer', async () => {
    await page.getByRole('searchbox').fill('editado');
    await page.getByRole('button', { name: /Humedal privado \(editado\)/ }).click();
    const detail = page.getByRole('article');
    await deleteHeld(page, detail.getByRole('button', { name: 'Eliminar' }), '¿Desea eliminar el registro?', (url) =>
      url.pathname.startsWith('/api/ppd/levantamiento/deleteLevantamiento/'),
    );
    await page
      .getByRole('alertdialog', { name: 'Registro eliminado exitosamente' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await page.getByText('Sin resultados').waitFor();

    // Nothing left to export under that search: the server's refusal is the spec's message.
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const nothing = page.getByRole('alertdialog', { name: 'Ninguna geometría a exportar' });
    await nothing.getByRole('button', { name: 'Aceptar' }).click();
    await nothing.waitFor({ state: 'detached' });
  });

  it('keeps a 2,000-character title and description without spaces inside the screen', async () => {
    // The API takes titles of up to 200 characters; a record stored before that rule, or imported, may hold more.
    const title = `Títulolargo${'x'.repeat(1989)}`;
    const description = `Descripción${'y'.repeat(1989)}`;
    await withDb(app, (db) =>
      sql`UPDATE records SET nombre = ${title}, descripcion = ${description}
        WHERE id = (SELECT min(id) FROM records)`.execute(db),
    );
    await page.getByRole('searchbox').fill('Títulolargo');
    // The list shows 30 characters and an ellipsis, the whole title on hover.
    const item = page.getByRole('button', { name: /^Títulolargox{19}…/ });
    expect(await item.locator('[title]').first().getAttribute('title')).toBe(title);
    await item.click();
    const detail = page.getByRole('article');
    const heading = detail.getByRole('heading', { name: title });
    await heading.waitFor();
    await page.screenshot({ path: '/tmp/e2e-registros-long-title.png' });

    const map = detail.locator('.map-view');
    await expectWithinWidth(page, [
      heading,
      detail.getByText(description),
      map,
      detail.getByRole('region', { name: 'Multimedia' }),
      detail.getByRole('button', { name: 'Exportar', exact: true }),
      detail.getByRole('button', { name: 'Eliminar' }),
    ]);
    // The title and the description are cut to a few lines: the map still starts on the first screen.
    expect((await map.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 2);
    expect(await heading.getAttribute('title')).toBe(title);

    const before = (await heading.boundingBox())!.height;
    await detail.getByRole('button', { name: 'Ver más' }).first().click();
    expect((await heading.boundingBox())!.height).toBeGreaterThan(before * 3);
    await expectWithinWidth(page, [heading, map]);
    await detail.getByRole('button', { name: 'Ver menos' }).click();
  });

  it('keeps the point double-clicked to finish a polygon and a line', async () => {
    await openFromMenu(page, 'Mapa', '/mapa');
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const map = visibleMap();
    await pause(500);

    // Three clicks, then a double click on a fourth corner: deck.gl reports only the double click there.
    await drawWith('Dibujar polígono', [
      [300, 250],
      [500, 230],
      [540, 420],
    ]);
    await map.dblclick({ position: { x: 320, y: 440 } });
    const measures = page.getByRole('region', { name: 'Medidas' });
    await measures.getByText('Polígono').waitFor();
    await pause(500);

    await drawWith('Dibujar línea', [[700, 300]]);
    await map.dblclick({ position: { x: 820, y: 380 } });
    await measures.getByText('Línea').waitFor();
    await pause(500);
    await page.screenshot({ path: '/tmp/e2e-mapa-double-click.png' });

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await saveRecord(page.getByRole('dialog', { name: 'Guardar levantamiento' }), 'Cerrado con doble clic', 'Público');
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    const list = (await (
      await fetch(`${app.baseUrl}/api/ppd/levantamiento/getLevantamientosGeneral`, {
        method: 'POST',
        headers: { 'x-access-token': token ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ search: 'Cerrado con doble clic' }),
      })
    ).json()) as { levantamientos: { geojson: { features: { geometry: Geometry }[] } }[] };
    const geometries = list.levantamientos[0]!.geojson.features.map((f) => f.geometry);
    const polygon = geometries.find((g) => g.type === 'Polygon') as Polygon;
    const ring = polygon.coordinates[0]!;
    // Four corners and the closing point; no corner repeated.
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    expect(new Set(ring.slice(0, 4).map((p) => p.join(','))).size).toBe(4);
    const line = geometries.find((g) => g.type === 'LineString') as LineString;
    expect(line.coordinates).toHaveLength(2);
  });

  it('shows each record’s category icon in the /registros list, named for its category (the list writes no category)', async () => {
    await page.goto(`${app.baseUrl}/registros`);
    // The demo's records are named after their subcategory: "Fuga de agua en …".
    await page.getByRole('searchbox').fill('Fuga de agua en');
    const item = page.getByRole('button', { name: /Fuga de agua en/ }).first();
    const icon = item.getByRole('img', { name: 'Fuga de agua' });
    expect(await icon.getAttribute('src')).toBe('/icons/fuga-agua.png');
    await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
