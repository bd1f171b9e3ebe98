import { clientPool, newVisitor } from '@ppd/client/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, signIn, waitForPath, withDb } from './harness.ts';
import { refuseThenSave } from './setting-steps.ts';

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
fileApp({ worker: true, clients }, (started) => ({ app, page } = started));

const menu = (name: string) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name, exact: true });
const clockOf = (alertId: number) => page.locator(`[data-alert-id="${alertId}"] [data-clock-state]`);

describe('response clocks', () => {
  let typeName: string;

  it("an administrator sets a type's assignment target in Configuración › Tiempos de respuesta", async () => {
    await signIn(app, ADMIN);
    await menu('Configuración').click();
    await waitForPath(page, '/configuracion');
    await page.getByRole('button', { name: 'Tiempos de respuesta' }).click();
    const firstType = page.getByRole('table', { name: 'Alertas' }).locator('tbody tr').first();
    typeName = (await firstType.locator('th').textContent()) ?? '';
    const assign = firstType.getByLabel(`Asignación (segundos): ${typeName}`);
    expect(await assign.inputValue()).toBe('120');
    const saved = await refuseThenSave(page, firstType, assign, {
      refused: '0',
      why: 'Escriba un número entero mayor que cero.',
      accepted: '6',
      saved: 'Tiempos de respuesta guardados',
    });
    await saved.getByRole('button', { name: 'Aceptar' }).click();
  });

  it("turns a new alert's board row amber at 75 % of the target, then red past it, in words too", async () => {
    await menu('Alertas').click();
    await waitForPath(page, '/alertas');
    await page.locator('[data-alert-id]').first().waitFor();
    const visitor = await newVisitor(clients.open(), 'visitante.reloj', { name: 'Rosa', last_name: 'Reloj', age: 33 });
    const type = (await visitor.alertTypes()).find((t) => t.tipo_alerta === typeName)!;
    const alert = await visitor.raiseAlert({ alert_type_id: type.id, lat: 19.41, lon: -99.2, comentario: 'Reloj' });
    const clock = clockOf(alert.id);
    await clock.waitFor();
    expect(await clock.textContent()).toMatch(/^0:0[0-4] de 0:06 — en tiempo$/);
    await expect.poll(() => clock.getAttribute('data-clock-state'), { timeout: 10_000 }).toBe('amber');
    expect(await clock.textContent()).toMatch(/^0:0[4-6] de 0:06 — por vencer$/);
    await page.screenshot({ path: '/tmp/e2e-clock-amber.png' });
    await expect.poll(() => clock.getAttribute('data-clock-state'), { timeout: 10_000 }).toBe('red');
    expect(await clock.textContent()).toMatch(/^0:0[7-9] de 0:06 — vencida$/);
    await page.screenshot({ path: '/tmp/e2e-clock-red.png' });

    // The breach reached the administrator's inbox, once for its first level.
    const inbox = () =>
      withDb(app, (db) =>
        db
          .selectFrom('notifications')
          .innerJoin('users', 'users.id', 'notifications.user_id')
          .select(['notifications.title'])
          .where('users.email', '=', ADMIN.email)
          .where('notifications.kind', '=', 'alert.response_overdue')
          .execute(),
      );
    await expect.poll(async () => (await inbox()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await inbox()).map((n) => n.title)).toContain(`Alerta F-${alert.id}: asignación vencida`);
  });

  it("shows each open complaint's business days against its category's target in /denuncias", async () => {
    await menu('Denuncias').click();
    await waitForPath(page, '/denuncias');
    const days = page.locator('[data-complaint-id] [data-clock-state]').first();
    await days.waitFor();
    expect(await days.textContent()).toMatch(/^\d+ de \d+ días? hábil(es)? — (en tiempo|por vencer|vencida)$/);
  });
});
