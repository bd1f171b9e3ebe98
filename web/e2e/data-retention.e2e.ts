import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, signIn, startApp, waitForPath, withDb } from './harness.ts';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
});
afterAll(async () => {
  await app?.close();
});

describe('Retención de datos in Configuración', () => {
  it('an administrator sees what the retention would change and sets its months (refused at 0, kept at 6)', async () => {
    // One alert of the demo data raised 13 months ago at an exact place: past the default 12 months.
    await withDb(app, (db) =>
      sql`UPDATE alerts SET fecha_alerta = now() - interval '13 months', lat = 19.41789, lon = -99.16543
        WHERE id = (SELECT min(id) FROM alerts)`.execute(db),
    );
    await signIn(app, ADMIN);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Configuración' }).click();
    await waitForPath(page, '/configuracion');
    await page.getByRole('button', { name: 'Retención de datos' }).click();
    const months = page.getByLabel('Anonimizar ubicaciones exactas y chats de las alertas después de (meses)');
    expect(await months.inputValue()).toBe('12');
    await page
      .getByRole('status')
      .getByText(/^Hoy se anonimizarían [1-9]\d* alertas/)
      .waitFor();
    await months.fill('0');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Escriba un número entero de meses entre 1 y 120.').waitFor();
    await months.fill('6');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alertdialog').getByText('Retención de datos guardada').waitFor();
    const kept = await withDb(app, (db) => db.selectFrom('settings').select('alert_retention_months').execute());
    expect(kept).toEqual([{ alert_retention_months: 6 }]);
  });
});
