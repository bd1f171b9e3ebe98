import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, GESTOR, startApp, waitForPath } from './harness.ts';
import { acknowledgeByKeys, expectFocusHeld, pressOn, signInByKeys, tabTo } from './keyboard-steps.ts';

/**
 * A gestor who uses no mouse: every step below is a key pressed (page.keyboard), never a click, a hover or a tap.
 * Each control is reached with Tab and must show a focus ring there.
 */
let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
});

afterAll(async () => {
  await app?.close();
});

const mainMenu = () => page.getByRole('navigation', { name: 'Menú principal' });
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
describe('the back office by keyboard alone', () => {
  it('signs in', async () => {
    await signInByKeys(page, app.baseUrl, GESTOR);
  });

  it('opens the user menu, closes it with Escape, and goes to Alertas from the main menu', async () => {
    const button = page.locator('[aria-haspopup="menu"]');
    await pressOn(page, button);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Perfil' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await pressOn(page, mainMenu().getByRole('link', { name: 'Alertas' }));
    await waitForPath(page, '/alertas');
  });

  it('opens an open alert and assigns it in a modal that holds the focus', async () => {
    await pressOn(
      page,
      page.getByRole('group', { name: 'Estado de la alerta' }).getByRole('button', { name: /^Abiertas/ }),
    );
    const first = page.locator('[data-alert-id]').first();
    const id = await first.getAttribute('data-alert-id');
    await pressOn(page, page.locator('.list-item', { has: page.locator(`[data-alert-id="${id}"]`) }));
    await page.getByRole('article', { name: `Folio F-${id}` }).waitFor();
    const assign = page.getByRole('button', { name: 'Asignar', exact: true });
    await pressOn(page, assign);
    const modal = dialog(/Asignar autoridad/);
    await expectFocusHeld(page, modal);
    await tabTo(page, modal.getByRole('radio').first());
    await page.keyboard.press('Space');
    await pressOn(page, modal.getByRole('button', { name: 'Asignar' }));
    await acknowledgeByKeys(page, 'Authoridad asignada exitosamente');
    await page
      .getByRole('article', { name: `Folio F-${id}` })
      .getByText('Asignada')
      .waitFor();
  });

  it('opens its chat, reads it, and closes it with Escape: the focus is back on Ver chat', async () => {
    const viewChat = page.getByRole('button', { name: 'Ver chat' });
    await pressOn(page, viewChat);
    const chat = dialog(/Chat de la alerta/);
    await expectFocusHeld(page, chat);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    expect(await viewChat.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("changes a complaint's status", async () => {
    await pressOn(page, mainMenu().getByRole('link', { name: 'Denuncias' }));
    await waitForPath(page, '/denuncias');
    await pressOn(page, page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: /^Abiertas/ }));
    await pressOn(page, page.locator('.list-item').first());
    const form = page.getByRole('form', { name: 'Reporte' });
    const status = form.getByLabel('Nuevo estado');
    await tabTo(page, status);
    expect((await status.locator('option').allTextContents()).slice(1)).toEqual(['Pendiente', 'Cerrado']);
    await page.keyboard.press('ArrowDown');
    expect(await status.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Pendiente');
    await pressOn(page, form.getByRole('button', { name: 'Guardar reporte' }));
    await acknowledgeByKeys(page, 'Denuncia actualizada');
    await page.locator('.complaint-detail .complaint-status', { hasText: 'Pendiente' }).waitFor();
  });
});

describe("a list's search, filter and order by keyboard alone", () => {
  const names = () => page.locator('.list-items .record-item-name').allTextContents();
  const metas = () => page.locator('.list-items .record-item-meta').allTextContents();
  const folded = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();

  it('orders /registros by name both ways with the order button', async () => {
    await pressOn(page, mainMenu().getByRole('link', { name: 'Registros' }));
    await waitForPath(page, '/registros');
    await page.locator('.list-items .record-item-name').first().waitFor();
    const ascending = await names();
    await pressOn(page, page.getByRole('button', { name: 'Ordenar por nombre: Orden ascendente' }));
    await page.getByRole('button', { name: 'Ordenar por nombre: Orden descendente' }).waitFor();
    await expect.poll(async () => (await names())[0]).not.toBe(ascending[0]);
  });

  it('finds records by a word of their name typed in the search box', async () => {
    await page.locator('.list-items .record-item-name').first().waitFor();
    const word = (await names())[0]!.split(' ')[0]!;
    await tabTo(page, page.getByRole('searchbox', { name: 'Buscar por nombre o proyecto' }));
    await page.keyboard.type(word);
    await expect
      .poll(async () => {
        const [shown, projects] = [await names(), await metas()];
        return shown.length > 0 && shown.every((n, i) => folded(`${n} ${projects[i]}`).includes(folded(word)));
      })
      .toBe(true);
    for (const _ of word) await page.keyboard.press('Backspace');
  });

  it("filters them by project with the arrow keys on the project's list", async () => {
    const project = page.getByLabel('Proyecto', { exact: true });
    await tabTo(page, project);
    await page.keyboard.press('ArrowDown');
    const chosen = await project.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent!);
    expect(chosen).not.toBe('Todos');
    await expect
      .poll(async () => {
        const projects = await metas();
        return projects.length > 0 && projects.every((m) => m.startsWith(chosen));
      })
      .toBe(true);
  });
});

describe('charts read as tables', () => {
  it("opens a /reportes chart's figures with Ver datos, a table with a header per series and a row per bucket", async () => {
    await pressOn(page, mainMenu().getByRole('link', { name: 'Reportes' }));
    await waitForPath(page, '/reportes');
    const card = page.getByRole('region', { name: 'Por rango de edad' });
    const toggle = card.getByRole('button', { name: 'Ver datos' });
    await pressOn(page, toggle);
    const table = card.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Categoría', 'Total']);
    expect(await table.getByRole('rowheader').first().textContent()).toBe('<18');
    expect(await card.getByRole('button', { name: 'Ocultar datos' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('drawing without a pointer', () => {
  const measures = () => page.getByRole('region', { name: 'Medidas' });

  it('draws a polygon from the map centre: arrows move it, Space adds a vertex, Enter closes', async () => {
    await pressOn(page, mainMenu().getByRole('link', { name: 'Mapa' }));
    await waitForPath(page, '/mapa');
    await pressOn(page, page.getByRole('button', { name: 'Dibujar polígono' }));
    await tabTo(page, page.getByRole('button', { name: /^Centro del mapa/ }));
    for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
    }
    await page.getByRole('status').getByText('3 vértices').waitFor();
    await page.keyboard.press('Enter');
    const polygon = measures().getByRole('listitem').filter({ hasText: 'Polígono' });
    await polygon.getByText(/Área: [\d,.]+ ha/).waitFor();
    expect(await polygon.getByText(/Longitud: [\d,.]+ km/).count()).toBe(1);
  });

  it('draws a line from pasted coordinates', async () => {
    await pressOn(page, page.getByRole('button', { name: 'Dibujar línea' }));
    await tabTo(page, page.getByLabel('Coordenadas (latitud, longitud; una por línea)'));
    await page.keyboard.insertText('20.59, -89.02\n20.60, -89.00');
    await pressOn(page, page.getByRole('button', { name: 'Dibujar coordenadas' }));
    const line = measures().getByRole('listitem').filter({ hasText: 'Línea' });
    await line.getByText(/Longitud: 2\.\d\d km/).waitFor();
  });

  it("draws a survey send's area in its modal from typed coordinates", async () => {
    await pressOn(page, mainMenu().getByRole('link', { name: 'Cuestionarios' }));
    await waitForPath(page, '/cuestionarios');
    await pressOn(page, page.getByRole('button', { name: 'Enviar encuesta' }).first());
    const modal = dialog('Enviar encuesta a visitantes');
    await pressOn(page, modal.getByRole('button', { name: 'Dibujar polígono' }));
    await tabTo(page, modal.getByLabel('Coordenadas (latitud, longitud; una por línea)'));
    await page.keyboard.insertText('20.58, -89.03\n20.60, -89.03\n20.60, -89.00');
    await pressOn(page, modal.getByRole('button', { name: 'Dibujar coordenadas' }));
    // One polygon drawn: the toolbar offers editing and removing it instead of drawing another.
    await modal.getByRole('button', { name: 'Editar geometrías' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Dibujar polígono' }).count()).toBe(0);
  });
});
