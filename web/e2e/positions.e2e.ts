import type { AppClient } from '@ppd/client';
import { clientPool, newVisitor } from '@ppd/client/testing';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { raiseAlert } from './alert-steps.ts';
import { ADMIN, type App, fileApp, GESTOR, openFromMenu, signIn, withDb } from './harness.ts';
import { refuseThenSave } from './setting-steps.ts';

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
fileApp({ clients }, (started) => ({ app, page } = started));

/** A demo authority, signed in to its app. */
async function authority(n: number): Promise<{ id: number; app: AppClient }> {
  const email = `autoridad${n}@demo.ppd`;
  const c = clients.open();
  await c.signIn(email, `AUT-100${n}`, 'authority');
  const { id } = await withDb(app, (db) =>
    db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
  );
  return { id, app: c };
}

const fixAt = (lat: number) => ({ lat, lon: -99.2, accuracy: 6, fixed_at: new Date().toISOString() });
/** Past the 5 s limit without waiting it out. */
const pastTheLimit = (id: number) =>
  withDb(app, (db) =>
    sql`UPDATE authority_latest_positions SET received_at = received_at - interval '6 seconds'
        WHERE authority_id = ${id}`.execute(db),
  );
const marker = (id: number) => page.locator(`[data-responder-id="${id}"]`);
/** Where the board's map draws the authority: the responders layer's data, which the legend lists. */
const drawnAt = async (id: number) => Number(await marker(id).getAttribute('data-lat'));

describe('responders on the board', () => {
  let near: Awaited<ReturnType<typeof authority>>;
  let far: Awaited<ReturnType<typeof authority>>;

  it("an authority's fixes move its marker on the board's map, live", async () => {
    near = await authority(1);
    far = await authority(2);
    // The demo's alerts assigned to them, attended: both free.
    await withDb(app, (db) =>
      sql`UPDATE alerts SET status = 'ATENDIDA', attended_at = now(), comentario_autoridad = 'Atendida'
          WHERE status = 'ASIGNADA' AND autoridad_id IN (${near.id}, ${far.id})`.execute(db),
    );
    await signIn(app, GESTOR, '/alertas');
    expect((await far.app.reportFix(fixAt(19.43))).fixed_at).toBeTruthy();
    await marker(far.id).waitFor({ state: 'attached' });
    expect(await drawnAt(far.id)).toBe(19.43);
    expect(await marker(far.id).getAttribute('data-state')).toBe('free');

    await pastTheLimit(far.id);
    await far.app.reportFix(fixAt(19.44));
    await expect.poll(() => drawnAt(far.id), { timeout: 5_000 }).toBe(19.44);
    await page.screenshot({ path: '/tmp/e2e-positions-board.png' });
  });

  it('the assign dialog lists the nearest authority first, marked "Más cercana"', async () => {
    await near.app.reportFix(fixAt(19.412));
    await marker(near.id).waitFor({ state: 'attached' });
    const visitor = await newVisitor(clients.open(), 'visitante.posiciones', { name: 'Lucía', age: 31 });
    const alert = await raiseAlert(visitor, 'Auxilio');
    await page.locator(`[data-alert-id="${alert.id}"]`).click();
    await page.getByRole('button', { name: 'Asignar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Asignar autoridad/ });
    const options = modal.locator('.assign-option');
    await options.first().waitFor();
    expect(await options.first().locator('input').getAttribute('value')).toBe(String(near.id));
    expect(await options.first().getByText('Más cercana').count()).toBe(1);
    expect(await modal.getByText('Más cercana').count()).toBe(1);
    expect(await options.first().textContent()).toMatch(/2\d\d m · Posición hace menos de 1 min/);
    expect(await options.nth(1).locator('input').getAttribute('value')).toBe(String(far.id));
    await page.screenshot({ path: '/tmp/e2e-positions-assign.png' });

    // Assigned, the authority's marker turns to "on an alert" at once.
    await options.first().locator('input').check();
    await modal.getByRole('button', { name: 'Asignar' }).click();
    await expect.poll(() => marker(near.id).getAttribute('data-state'), { timeout: 5_000 }).toBe('busy');
  });

  it('a board back from a drop shows where the authorities are now, from its one read', async () => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/alerts/') reads.push(url.search);
    });
    await app.context.setOffline(true);
    await pastTheLimit(far.id);
    await far.app.reportFix(fixAt(19.45));
    await page.waitForTimeout(1_500);
    // Offline, the push never came.
    expect(await drawnAt(far.id)).toBe(19.44);

    await app.context.setOffline(false);
    await expect.poll(() => drawnAt(far.id), { timeout: 20_000 }).toBe(19.45);
    expect(reads.some((query) => query.includes('responders=1'))).toBe(true);
  });

  it('an administrator sets how long the positions are kept in Configuración', async () => {
    // The gestor's session ends with the storage that holds it.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(app, ADMIN);
    await openFromMenu(page, 'Configuración', '/configuracion');
    await page.getByRole('button', { name: 'Posiciones de autoridades' }).click();
    const days = page.getByLabel('Conservar el historial de posiciones (días)');
    expect(await days.inputValue()).toBe('30');
    await refuseThenSave(page, page, days, {
      refused: '0',
      why: 'Escriba un número entero de días entre 1 y 3650.',
      accepted: '7',
      saved: 'Retención de posiciones guardada',
    });
    const kept = await withDb(app, (db) => db.selectFrom('settings').select('position_retention_days').execute());
    expect(kept).toEqual([{ position_retention_days: 7 }]);
  });
});
