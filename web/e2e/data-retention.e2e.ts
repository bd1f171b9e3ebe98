import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, openFromMenu, signIn, withDb } from './harness.ts';
import { refuseThenSave } from './setting-steps.ts';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));

describe('Retención de datos in Configuración', () => {
  it('an administrator sees what the retention would change and sets its months (refused at 0, kept at 6)', async () => {
    // One alert of the demo data raised 13 months ago at an exact place: past the default 12 months.
    await withDb(app, (db) =>
      sql`UPDATE alerts SET fecha_alerta = now() - interval '13 months', lat = 19.41789, lon = -99.16543
        WHERE id = (SELECT min(id) FROM alerts)`.execute(db),
    );
    await signIn(app, ADMIN);
    await openFromMenu(page, 'Configuración', '/configuracion');
    await page.getByRole('button', { name: 'Retención de datos' }).click();
    const months = page.getByLabel('Anonimizar ubicaciones exactas y chats de las alertas después de (meses)');
    expect(await months.inputValue()).toBe('12');
    await page
      .getByRole('status')
      .getByText(/^Hoy se anonimizarían [1-9]\d* alertas/)
      .waitFor();
    const saved = await refuseThenSave(page, page, months, {
      refused: '0',
      why: 'Escriba un número entero de meses entre 1 y 120.',
      accepted: '6',
      saved: 'Retención de datos guardada',
    });
    const kept = await withDb(app, (db) => db.selectFrom('settings').select('alert_retention_months').execute());
    expect(kept).toEqual([{ alert_retention_months: 6 }]);
    await saved.getByRole('button', { name: 'Aceptar' }).click();

    // The inactive accounts' periods, in the same form: 24 months and a notice of 30 days by default.
    const accountMonths = page.getByLabel('Cancelar cuentas de visitantes sin actividad después de (meses)');
    const noticeDays = page.getByLabel('Días entre el aviso y la cancelación');
    expect([await accountMonths.inputValue(), await noticeDays.inputValue()]).toEqual(['24', '30']);
    await page
      .getByRole('status')
      .getByText(/se avisaría a \d+ cuentas inactivas y se cancelarían \d+\.$/)
      .waitFor();
    await noticeDays.fill('400');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Escriba un número entero de días entre 1 y 365.').waitFor();
    await accountMonths.fill('36');
    await noticeDays.fill('15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alertdialog').getByText('Retención de datos guardada').waitFor();
    const periods = await withDb(app, (db) =>
      db.selectFrom('settings').select(['account_inactivity_months', 'account_notice_days']).execute(),
    );
    expect(periods).toEqual([{ account_inactivity_months: 36, account_notice_days: 15 }]);
  });

  it('an administrator publishes a new version of the privacy notice, which /privacy then shows with the current periods', async () => {
    // Still signed in as the administrator of the test above.
    await page.goto(`${app.baseUrl}/configuracion`);
    await page.getByRole('button', { name: 'Aviso de privacidad' }).click();
    await page
      .getByRole('list', { name: 'Versiones publicadas' })
      .getByText(/^Versión 2, vigente desde el /)
      .waitFor();
    const text = page.getByLabel('Texto de la nueva versión');
    expect(await text.inputValue()).toContain('durante {account_months} meses');
    await text.fill(`${await text.inputValue()}\n\n## Novedades\n\nAhora puede cancelar su cuenta desde la app.`);
    await page.getByRole('button', { name: 'Publicar la versión 3' }).click();
    await page.getByRole('alertdialog').getByText('Versión 3 publicada: las apps pedirán aceptarla').waitFor();
    const stored = await withDb(app, (db) =>
      db.selectFrom('privacy_notices').select('version').orderBy('version').execute(),
    );
    expect(stored.map((n) => n.version)).toEqual([1, 2, 3]);

    // The notice states the periods Configuración has when it is read.
    await withDb(app, (db) => db.updateTable('settings').set({ account_inactivity_months: 36 }).execute());
    await page.goto(`${app.baseUrl}/privacy`);
    await page.getByText(/^Versión 3 · Última actualización/).waitFor();
    await page.getByText('Ahora puede cancelar su cuenta desde la app.').waitFor();
    await page.getByText(/si su cuenta no registra actividad durante 36 meses/).waitFor();
  });
});
