import { readFileSync } from 'node:fs';
import { createDb, type Db } from '@ppd/db';
import { fromMexicoCityTime, messages } from '@ppd/domain';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { type App, fileApp, GESTOR, openFromMenu, signIn, waitForPath } from './harness.ts';
import { failReads } from './request-steps.ts';

let app: App;
let page: Page;
let db: Db;

/** A week far from the demo's data (Monday 6 to Sunday 12 March 2023, Mexico City): its counts are known. */
const alertsAt = ['2023-03-06T00:00', '2023-03-07T10:30', '2023-03-07T10:45', '2023-03-12T23:59'];
const complaintsAt = ['2023-03-08T08:00', '2023-03-12T23:59'];

async function seedWeek() {
  const visitor = await db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'visitor')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const authority = await db.selectFrom('users').select('id').where('type', '=', 'authority').executeTakeFirstOrThrow();
  const type = await db.selectFrom('alert_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await db.selectFrom('complaint_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const [i, at] of alertsAt.entries()) {
    const alert = await db
      .insertInto('alerts')
      .values({
        visitor_id: visitor.id,
        alert_type_id: type.id,
        status: i === 0 ? 'ABIERTA' : 'ATENDIDA',
        autoridad_id: i === 0 ? null : authority.id,
        fecha_alerta: fromMexicoCityTime(`${at}:00`),
        lat: 19.41,
        lon: -99.2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i === 1) {
      await db
        .insertInto('chat_messages')
        .values([
          { alert_id: alert.id, user_type: 'visitor', message: 'Necesito ayuda', date: fromMexicoCityTime(`${at}:30`) },
          {
            alert_id: alert.id,
            user_type: 'authority',
            message: 'Vamos para allá',
            date: fromMexicoCityTime(`${at}:45`),
          },
        ])
        .execute();
    }
  }
  for (const at of complaintsAt) {
    await db
      .insertInto('complaints')
      .values({ visitor_id: visitor.id, category_id: category.id, date: fromMexicoCityTime(`${at}:00`) })
      .execute();
  }
}
fileApp({}, (started) => ({ app, page } = started));
beforeAll(async () => {
  db = createDb(app.databaseUrl);
  await seedWeek();
});

afterAll(async () => {
  await db?.destroy();
});

const card = (name: string) => page.getByRole('region', { name, exact: true });
const total = () => page.locator('[data-total]');
const marksIn = (region: Locator, kind: string) => region.locator(`svg[data-chart-kind="${kind}"] [data-mark]`);

async function setDate(label: string, shown: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(shown);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

async function save(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

async function downloadButton(name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  expect(download.suggestedFilename()).toBe(name.replace('Descargar ', ''));
  return save(download);
}

describe('Reportes', () => {
  it('opens from the menu with the last 6 days of the demo', async () => {
    await signIn(app, GESTOR);
    await openFromMenu(page, 'Reportes', '/reportes');
    await total().waitFor();
    // The demo raised alerts over the last days: the default range is not empty, and has 7 days on the axis.
    await expect.poll(async () => Number((await total().textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect.poll(() => marksIn(card('Historial'), 'line').count()).toBe(7);
  });

  it('counts again on every visit: an alert raised while the gestor was on the board is in the total', async () => {
    const shown = async () => Number((await total().textContent())?.replace(/\D/g, ''));
    const before = await shown();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Alertas' }).click();
    await waitForPath(page, '/alertas');
    const visitor = await db.selectFrom('users').select('id').where('type', '=', 'visitor').executeTakeFirstOrThrow();
    const type = await db.selectFrom('alert_types').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('alerts')
      .values({ visitor_id: visitor.id, alert_type_id: type.id, lat: 19.41, lon: -99.2 })
      .execute();
    await menu.getByRole('link', { name: 'Reportes' }).click();
    await waitForPath(page, '/reportes');
    await expect.poll(shown).toBe(before + 1);
  });

  it('writes every axis label whole, inside its chart (long tilted labels too)', async () => {
    const education = card('Por nivel de estudios').locator('svg[data-chart-kind]');
    await education.getByText('Preparatoria', { exact: true }).waitFor();
    const outside = await education.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5;
        })
        .map((t) => t.textContent);
    });
    expect(outside).toEqual([]);
  });

  it('reports a chosen week, 23:59 of its last day included', async () => {
    await setDate('Desde', '06/03/2023');
    await setDate('Hasta', '12/03/2023');
    await expect.poll(() => total().textContent()).toBe(String(alertsAt.length));
    const status = card('Por estado');
    await expect.poll(() => marksIn(status, 'bar').count()).toBe(3);
  });

  it('switches the history between every chart kind and axis', async () => {
    const history = card('Historial');
    const expected = { dates: 7, weekdays: 7, hours: 24 } as const;
    for (const axis of ['Fechas', 'Días', 'Horas'] as const) {
      await history.getByLabel('Eje horizontal').selectOption({ label: axis });
      if (axis === 'Horas') await history.getByLabel('Día de la semana').selectOption({ label: 'Martes' });
      const key = axis === 'Fechas' ? 'dates' : axis === 'Días' ? 'weekdays' : 'hours';
      for (const kind of ['Línea', 'Barras', 'Pastel', 'Radar'] as const) {
        await history.getByLabel('Tipo de gráfica').selectOption({ label: kind });
        const svgKind = { Línea: 'line', Barras: 'bar', Pastel: 'pie', Radar: 'radar' }[kind];
        if (svgKind === 'pie') {
          // A slice per label with reports: 3 days, 2 weekdays (Monday, Tuesday, Sunday → 3), Tuesday's one hour.
          const slices = { dates: 3, weekdays: 3, hours: 1 }[key];
          await expect.poll(() => marksIn(history, 'pie').count()).toBe(slices);
        } else {
          await expect.poll(() => marksIn(history, svgKind).count()).toBe(expected[key]);
        }
        // The versus chart follows: visitors and authorities, a mark per label each (or a slice each).
        const versus = card('Autoridades contra visitantes');
        await expect.poll(() => marksIn(versus, svgKind).count()).toBe(svgKind === 'pie' ? 2 : 2 * expected[key]);
      }
    }
    await history.screenshot({ path: '/tmp/e2e-reports-history.png' });
    await card('Por nivel de estudios').screenshot({ path: '/tmp/e2e-reports-education.png' });
  });

  it('draws the weekday × hour heat map', async () => {
    await expect.poll(() => card('Día de la semana por hora').locator('[data-mark="cell"]').count()).toBe(7 * 24);
  });

  it('downloads Alertas.xlsx with the week and its chats', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadButton('Descargar Alertas.xlsx')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Alertas', 'Chats']);
    const alerts = workbook.getWorksheet('Alertas')!;
    expect(alerts.rowCount).toBe(1 + alertsAt.length);
    expect(alerts.getRow(2).getCell(1).text).toMatch(/^F-\d+$/);
    expect(alerts.getRow(2).getCell(4).text).toBe('12/03/2023 11:59 PM');
    // A conversation reads top-down, oldest first (as in Autoridad.xlsx).
    const chats = workbook.getWorksheet('Chats')!;
    expect([chats.getRow(2).getCell(2).text, chats.getRow(3).getCell(2).text]).toEqual([
      'Visitor: Necesito ayuda',
      'Autoridad: Vamos para allá',
    ]);
  });

  it('without authorities shows ABIERTA and CERRADA only, and no versus chart', async () => {
    await page.getByRole('switch', { name: 'Autoridades' }).uncheck();
    await expect.poll(() => card('Autoridades contra visitantes').count()).toBe(0);
    await expect.poll(() => marksIn(card('Por estado'), 'bar').count()).toBe(2);
  });

  it('DENUNCIAS: the week’s complaints and Denuncias.xls', async () => {
    await page.getByRole('button', { name: 'DENUNCIAS' }).click();
    await expect.poll(() => total().textContent()).toBe(String(complaintsAt.length));
    const book = XLSX.read(await downloadButton('Descargar Denuncias.xls'), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Denuncias!, { header: 1, raw: false });
    expect(rows).toHaveLength(1 + complaintsAt.length);
    expect(rows[1]![1]).toBe('12/03/2023 11:59 PM');
    expect(rows[1]![3]).toBe('Abierta');
  });

  it('says the alert types could not be read under their select, with Reintentar', async () => {
    const retry = await failReads(page, (url) => url.pathname === '/api/alerts/getall/types/');
    await page.goto(`${app.baseUrl}/reportes`);
    const types = page.getByLabel('Tipo de alerta');
    const failure = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las opciones' });
    await failure.waitFor();
    expect(await types.locator('option').allTextContents()).toEqual(['VER TODO']);
    await retry(failure);
    await expect.poll(() => types.locator('option').count()).toBeGreaterThan(1);
  });

  it('says the report could not be counted, with Reintentar, and counts it again', async () => {
    const retry = await failReads(page, (url) => url.pathname === '/api/reports/alerts/summary');
    await page.goto(`${app.baseUrl}/reportes`);
    const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reintentar' }) });
    await failure.waitFor();
    expect(await total().count()).toBe(0);
    await retry(failure);
    await total().waitFor();
  });

  it('says under Desde that it cannot be after Hasta, and counts again once it is not', async () => {
    const desde = page.getByLabel('Desde', { exact: true });
    const errorOf = async () => {
      const id = await desde.getAttribute('aria-describedby');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    await setDate('Hasta', '12/03/2023');
    await expect.poll(errorOf).toBe(messages.reports.errors.order);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await setDate('Desde', '06/03/2023');
    await expect.poll(() => total().textContent()).toBe(String(alertsAt.length));
    expect(await errorOf()).toBeNull();
    // Emptied, it asks for a date as the field is typed (DD/MM/AAAA), not in the API's format.
    await desde.fill('');
    await expect.poll(errorOf).toBe(messages.activities.dateRequired);
    await setDate('Desde', '06/03/2023');
    await expect.poll(errorOf).toBeNull();
  });
});
