import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseInfluenceZone, saveGeometryEdit, startGeometryEdit } from './geometry-steps.ts';
import { ADMIN, type App, startApp, submitLogin, waitForPath } from './harness.ts';

const TITLE = 'Humedal privado de prueba';
const NEW_TITLE = 'Humedal privado (editado)';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log('[browser]', m.type(), m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log('[pageerror]', e.message));
});

afterAll(async () => {
  await app?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deck.gl tells a click from a double click by waiting ~300 ms: space clicks by 500 ms. */
async function clickMap(map: Locator, points: [number, number][]) {
  for (const [x, y] of points) {
    await map.click({ position: { x, y } });
    await pause(500);
  }
}

const visibleMap = () => page.locator('.map-view:visible').first();

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

/** Centres the explorer on a position at zoom 12 through the URL-less view: click the map after zooming. */
async function clickPin(map: Locator, [lon, lat]: number[]) {
  const box = (await map.boundingBox())!;
  // Explorer view: centre (20.58651, -89.01501), zoom 9; deck's world is 512 px wide at zoom 0.
  const project = (lo: number, la: number, zoom: number) => {
    const scale = 512 * 2 ** zoom;
    const y = Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360));
    return [((lo + 180) / 360) * scale, (0.5 - y / (2 * Math.PI)) * scale] as const;
  };
  const [cx, cy] = project(-89.01501, 20.58651, 9);
  const [px, py] = project(lon!, lat!, 9);
  const x = box.width / 2 + (px - cx);
  const y = box.height / 2 + (py - cy);
  // Three zoom steps on the marker (scroll keeps the point under the cursor), then click its pin's body.
  await map.hover({ position: { x, y } });
  for (let i = 0; i < 3; i++) {
    await map.page().mouse.wheel(0, -500);
    await pause(700);
  }
  await map.click({ position: { x, y: y - 12 } });
}

describe('geographic records in the browser', () => {
  it('draws a polygon and an influence zone on /mapa, with their measures', async () => {
    await page.goto(`${app.baseUrl}/login?next=%2Fmapa`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/mapa');
    const map = visibleMap();
    await map.locator('canvas').waitFor();
    await pause(800);

    await page.getByRole('button', { name: 'Dibujar polígono' }).click();
    await clickMap(map, [
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

    await page.getByRole('button', { name: 'Dibujar marcador' }).click();
    await clickMap(map, [[850, 350]]);
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

    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Descripción').fill('Zona de humedal con fauna local.');
    await dialog.getByLabel('Proyecto').selectOption({ label: 'Cenotes del Sur' });
    await dialog.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Agua' });
    await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Oportunidades' });
    await dialog
      .getByLabel('Subcategoría')
      .locator('option', { hasText: 'Captación de lluvia' })
      .waitFor({ state: 'attached' });
    await dialog.getByLabel('Subcategoría').selectOption({ label: 'Captación de lluvia' });
    await dialog.getByLabel('Visibilidad').selectOption({ label: 'Privado' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    const done = page.getByRole('alertdialog', { name: 'Levantamiento guardado exitosamente' });
    await done.waitFor();
    await page.screenshot({ path: '/tmp/e2e-mapa-saved.png' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByRole('toolbar', { name: 'Herramientas de dibujo' }).count()).toBe(0);
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

    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Explorar' }).click();
    await waitForPath(page, '/adminexplorer');
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    const status = page.getByRole('status').filter({ hasText: 'levantamientos en el mapa' });
    await status.waitFor();
    await narrowTo(filters);
    const adminCount = await shownCount(status);
    expect(adminCount).toBeGreaterThanOrEqual(1);
    await pause(1000);
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
    await pause(1000);
    await explorer.screenshot({ path: '/tmp/e2e-explorador.png' });
    await explorer.close();
  });

  it('finds the record on /registros and shows its detail', async () => {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Registros' }).click();
    await waitForPath(page, '/registros');
    await page.getByRole('searchbox').fill('Humedal');
    const item = page.getByRole('button', { name: new RegExp(TITLE) });
    await item.click();
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: TITLE }).waitFor();
    await detail.getByText('Polígono, Marcador, Zona de influencia').waitFor();
    await detail.getByText('Privado', { exact: true }).waitFor();
    expect(await detail.getByText(/^[\d,]+\.\d\d ha$/).count()).toBe(1);
    await pause(1500);
    await page.screenshot({ path: '/tmp/e2e-registros-detail.png' });
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

  it('edits the geometry after the confirmations and saves it', async () => {
    const detail = page.getByRole('article');
    await startGeometryEdit(page, detail);
    await detail.getByRole('button', { name: 'Borrar geometrías' }).click();
    // The zone's marker sits in the middle of the fitted map's right half; remove the polygon on the left instead.
    const map = detail.locator('.map-view');
    const box = (await map.boundingBox())!;
    await pause(500);
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.5 } });
    await pause(800);
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
    await page
      .getByRole('button', { name: new RegExp(`^${start}`) })
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

  it('deletes the record after the confirmation', async () => {
    await page.getByRole('searchbox').fill('editado');
    await page.getByRole('button', { name: /Humedal privado \(editado\)/ }).click();
    const detail = page.getByRole('article');
    await detail.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Desea eliminar el registro?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Registro eliminado exitosamente' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await page.getByText('Sin resultados').waitFor();
  });
});
