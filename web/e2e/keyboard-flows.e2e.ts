import { mexicoCityToday } from '@ppd/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe-steps.ts';
import { type App, GESTOR, startApp, waitForPath } from './harness.ts';
import {
  acknowledgeByKeys,
  drawByKeys,
  expectFocusHeld,
  focusInside,
  pressOn,
  signInByKeys,
  tabTo,
} from './keyboard-steps.ts';

/**
 * The gestor's longer flows with no mouse (issue 37 §2): building and sending a survey, moderating comments, and the
 * calendar. Every step is a key pressed (page.keyboard), never a click, a hover or a tap.
 */
let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  await signInByKeys(page, app.baseUrl, GESTOR);
});

afterAll(async () => {
  await app?.close();
});

const mainMenu = () => page.getByRole('navigation', { name: 'Menú principal' });
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
const isFocused = (name: string) => page.evaluate((text) => document.activeElement?.textContent?.trim() === text, name);

async function goTo(link: string, path: string) {
  await pressOn(page, mainMenu().getByRole('link', { name: link }));
  await waitForPath(page, path);
}

/** Types into the field labelled `label`, reached with Tab (Shift+Tab with `back`). */
async function typeInto(label: string, text: string, back = false) {
  await tabTo(page, page.getByLabel(label, { exact: true }), back);
  await page.keyboard.type(text);
}

const SURVEY = 'Encuesta por teclado';

describe('a survey built and sent by keyboard', () => {
  it('builds a survey with an open and a multiple-choice question and saves it', async () => {
    await goTo('Cuestionarios', '/cuestionarios');
    await pressOn(page, page.getByRole('link', { name: 'Nueva encuesta' }));
    await waitForPath(page, '/cuestionarios/nuevo');
    await typeInto('Nombre', SURVEY);
    await tabTo(page, page.getByLabel('Categoría'));
    await page.keyboard.type('Satis');
    expect(await page.getByLabel('Categoría').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
      'Satisfacción',
    );
    const add = page.getByRole('group', { name: 'Agregar pregunta' });
    await pressOn(page, add.getByRole('button', { name: 'Abierta', exact: true }));
    await pressOn(page, add.getByRole('button', { name: 'Opción múltiple', exact: true }));
    const [first, second] = [1, 2].map((n) => page.getByRole('article', { name: `Pregunta ${n}`, exact: true }));
    await tabTo(page, first!.getByLabel('Texto de la pregunta'), true);
    await page.keyboard.type('¿Qué le falta al parque?');
    await tabTo(page, second!.getByLabel('Texto de la pregunta'));
    await page.keyboard.type('¿Volvería?');
    await tabTo(page, second!.getByRole('textbox', { name: 'Opción 1' }));
    await page.keyboard.type('Sí');
    await pressOn(page, second!.getByRole('button', { name: 'Agregar opción' }));
    await tabTo(page, second!.getByRole('textbox', { name: 'Opción 2' }), true);
    await page.keyboard.type('No');
    await pressOn(page, page.getByRole('button', { name: 'Guardar' }));
    await acknowledgeByKeys(page, 'Encuesta guardada');
  });

  it('sends it to an area drawn from the keyboard in the send modal', async () => {
    await pressOn(page, page.getByRole('link', { name: 'Cancelar' }));
    await waitForPath(page, '/cuestionarios');
    const row = page.locator('tbody tr', { hasText: SURVEY });
    await pressOn(page, row.getByRole('button', { name: 'Enviar encuesta' }));
    const modal = dialog('Enviar encuesta a visitantes');
    await expectFocusHeld(page, modal);
    const map = modal.getByRole('region', { name: /área/i });
    await drawByKeys(page, map, 'Dibujar polígono', ['Space', 'ArrowRight', 'Space', 'ArrowUp', 'Space']);
    await modal.getByRole('button', { name: 'Editar geometrías' }).waitFor();
    await pressOn(page, modal.getByRole('button', { name: 'Enviar', exact: true }));
    await acknowledgeByKeys(page, 'Encuesta enviada');
    await modal.waitFor({ state: 'detached' });
  });
});

describe('comments moderated by keyboard', () => {
  it('hides a visible comment of an event and shows it again from the Ocultos tab; Escape returns to Ver comentarios', async () => {
    await goTo('Eventos', '/eventos');
    await typeInto('Buscar por evento o lugar', 'reforestación');
    await pressOn(page, page.locator('.list-item', { hasText: 'Jornada de reforestación' }));
    const open = page.getByRole('button', { name: 'Ver comentarios' });
    await pressOn(page, open);
    const modal = dialog('Comentarios');
    await expectFocusHeld(page, modal);
    await modal.locator('.comment-list').waitFor();
    const tab = (name: string) => modal.getByRole('tab', { name: new RegExp(`^${name}`) });
    const count = async (name: string) => Number(await tab(name).locator('.tab-badge').textContent());
    const [visible, hidden] = [await count('Visibles'), await count('Ocultos')];

    // The tabs are one stop: the arrows move between them.
    await tabTo(page, tab('Todos'));
    await page.keyboard.press('ArrowRight');
    expect(await tab('Visibles').getAttribute('aria-selected')).toBe('true');
    await pressOn(page, modal.getByRole('listitem').first().getByRole('button', { name: 'Ocultar' }));
    await expect.poll(() => count('Visibles')).toBe(visible - 1);
    expect(await count('Ocultos')).toBe(hidden + 1);
    expect(await focusInside(modal)).toBe(true);

    await tabTo(page, tab('Visibles'), true);
    await page.keyboard.press('ArrowRight');
    expect(await tab('Ocultos').getAttribute('aria-selected')).toBe('true');
    await pressOn(page, modal.getByRole('listitem').first().getByRole('button', { name: 'Mostrar' }));
    await expect.poll(() => count('Ocultos')).toBe(hidden);
    expect(await count('Visibles')).toBe(visible);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

/** The 15th of next month in Mexico City, as the date field takes it (dd/mm/yyyy), and that month's name. */
function nextMonth15(): { typed: string; month: string } {
  const [year, month] = mexicoCityToday().split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 15));
  const mm = String(next.getUTCMonth() + 1).padStart(2, '0');
  return {
    typed: `15/${mm}/${next.getUTCFullYear()}`,
    month: next.toLocaleDateString('es-MX', { month: 'long', timeZone: 'UTC' }),
  };
}

const EVENT = 'Caminata por teclado';

describe('the calendar by keyboard', () => {
  const day = nextMonth15();

  it('creates an event next month with a route drawn from the keyboard', async () => {
    await goTo('Eventos', '/eventos');
    await pressOn(page, page.getByRole('button', { name: 'Agregar', exact: true }));
    const modal = dialog('Nuevo evento');
    await expectFocusHeld(page, modal);
    await typeInto('Título', EVENT);
    await tabTo(page, modal.getByLabel('Categoría'));
    await page.keyboard.type('Dep');
    await typeInto('Descripción', 'Un recorrido a pie por el bosque.');
    await tabTo(page, modal.getByLabel('Lugar'));
    await page.keyboard.press('ArrowDown');
    await typeInto('Fecha de inicio', day.typed);
    await typeInto('Hora de inicio', '07:15');
    await typeInto('Fecha final', day.typed);
    await typeInto('Hora final', '09:40');
    const map = modal.getByRole('region', { name: 'Ruta del evento' });
    await drawByKeys(page, map, 'Dibujar línea', ['Space', 'ArrowRight', 'ArrowRight', 'Space']);
    await modal.getByRole('button', { name: 'Editar geometrías' }).waitFor();
    await pressOn(page, modal.getByRole('button', { name: 'Guardar' }));
    await acknowledgeByKeys(page, 'Evento guardado exitosamente');
    await modal.waitFor({ state: 'detached' });
  });

  it('moves to next month, opens the event from the keyboard and comes back to this month', async () => {
    await pressOn(page, page.getByRole('button', { name: 'Calendario' }));
    const calendar = dialog('Calendario');
    await expectFocusHeld(page, calendar);
    const heading = calendar.locator('.rbc-toolbar-label');
    const thisMonth = await heading.textContent();
    await pressOn(page, calendar.getByRole('button', { name: 'Siguiente' }));
    await expect.poll(() => heading.textContent()).toMatch(new RegExp(day.month, 'i'));
    const event = calendar.getByRole('button', { name: new RegExp(EVENT) });
    await tabTo(page, event);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    const popup = dialog(EVENT);
    await popup.getByText('Un recorrido a pie por el bosque.').waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await focusInside(calendar)).toBe(true);
    await pressOn(page, calendar.getByRole('button', { name: 'Anterior' }));
    await expect.poll(() => heading.textContent()).toBe(thisMonth);
    expect(await isFocused('Anterior')).toBe(true);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
  });
});

describe("a survey's results read as tables", () => {
  it("opens a multiple-choice chart's figures with Ver datos: a row per option with its count, as the chart draws", async () => {
    await goTo('Cuestionarios', '/cuestionarios');
    await pressOn(page, page.getByRole('link', { name: 'Ver respuestas' }).first());
    const block = page.locator('.result-block[data-question-type="multiple"]').first();
    await pressOn(page, block.getByRole('button', { name: 'Ver datos' }));
    const table = block.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Respuesta', 'Veces']);
    const rows = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent).join(': ')));
    const drawn = (await block.locator('svg.count-bars').getAttribute('aria-label'))!;
    expect(rows.length).toBeGreaterThan(0);
    expect(drawn.endsWith(rows.join(', '))).toBe(true);
    expect(await block.getByRole('button', { name: 'Ocultar datos' }).getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the explorer's records as a list", () => {
  it('names the map drawing by its records, lists those in view under Lista, and opens one as its marker does', async () => {
    await goTo('Explorar', '/adminexplorer');
    const count = page.locator('.map-hint[role="status"]');
    await expect.poll(() => count.textContent()).toMatch(/^[\d,]+ levantamientos en el mapa$/);
    const inView = (await count.textContent())!.split(' ')[0]!;
    const drawing = page.getByRole('img', { name: `Mapa de ${inView} levantamientos; el botón Lista los enumera` });
    expect(await drawing.locator('canvas').count()).toBe(2);

    const toggle = page.getByRole('button', { name: 'Lista' });
    await pressOn(page, toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('region', { name: 'Levantamientos en el mapa' });
    const first = list.getByRole('listitem').first().getByRole('button');
    await expect.poll(() => first.textContent()).not.toMatch(/^#/);
    expect(await list.getByRole('listitem').count()).toBe(Math.min(20, Number(inView.replace(/,/g, ''))));
    const name = (await first.locator('span').first().textContent())!;
    await pressOn(page, first);
    const popup = page.getByRole('dialog', { name });
    await popup.waitFor();
    await page.screenshot({ path: '/tmp/e2e-explorer-list.png' });
    // Opened from the keyboard, the popup has the focus; closed, the focus is back on the record's button.
    await expect.poll(() => focusInside(popup)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await pressOn(page, popup.getByRole('button', { name: 'Cerrar' }));
    await popup.waitFor({ state: 'detached' });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
