import type { AppClient } from '@ppd/client';
import { clientPool, newVisitor } from '@ppd/client/testing';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { raiseAlert } from './alert-steps.ts';
import { type App, fileApp, GESTOR, openFromMenu, signIn, submitLogin, waitForPath, withDb } from './harness.ts';
import { expectWithinWidth } from './layout-steps.ts';
import { holdRequests } from './request-steps.ts';

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
const client = clients.open;
fileApp({ worker: true, clients }, (started) => ({ app, page } = started));

const board = () => page.getByRole('region', { name: /Alertas/ }).first();
const tab = (label: string) =>
  page.getByRole('group', { name: 'Estado de la alerta' }).getByRole('button', { name: new RegExp(`^${label}`) });
const countOf = async (label: string) => Number((await tab(label).locator('.tab-badge').textContent()) ?? 'NaN');
const item = (id: number) => page.locator(`[data-alert-id="${id}"]`);

describe('the live alert board', () => {
  let alertId: number;
  let authority: AppClient;
  let visitor: AppClient;

  it('a gestor opens the board from the menu', async () => {
    await signIn(app, GESTOR);
    await openFromMenu(page, 'Alertas', '/alertas');
    await page.getByRole('heading', { name: /Alertas/ }).waitFor();
    await page.locator('[data-alert-id]').first().waitFor();
    expect(await countOf('Todos')).toBeGreaterThan(0);
    await board().waitFor();
  });

  it('shows an alert raised by the app without a reload', async () => {
    const opened = await countOf('Abiertas');
    visitor = await newVisitor(client(), 'visitante.e2e', { name: 'Valeria', age: 29 });
    const [type] = await visitor.alertTypes();
    await page.getByRole('searchbox').focus();
    const alert = await visitor.raiseAlert({
      alert_type_id: type!.id,
      lat: 19.41,
      lon: -99.2,
      comentario: 'Persona herida junto al lago',
    });
    alertId = alert.id;
    await item(alertId).waitFor();
    await expect.poll(() => countOf('Abiertas')).toBe(opened + 1);
    // A screen reader hears it from the polite live region, and the focus stays where the gestor left it.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Nueva alerta' }).textContent())
      .toMatch(new RegExp(`^Nueva alerta F-${alertId}, ${type!.tipo_alerta}, hace \\d+ s$`));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.screenshot({ path: '/tmp/e2e-alerts-raised.png' });
  });

  it('assigns it, with the spec messages, and the authority hears of it', async () => {
    authority = client();
    await authority.signIn('autoridad1@demo.ppd', 'AUT-1001', 'authority');
    await authority.connect();
    const pushed = authority.next('alert:assigned', (p) => p.alert.id === alertId, 15_000);

    await item(alertId).click();
    await page.getByRole('article', { name: `Folio F-${alertId}` }).waitFor();
    await page.getByRole('button', { name: 'Asignar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Asignar autoridad/ });
    await modal
      .getByText(/Última conexión/)
      .first()
      .waitFor();
    await modal.getByRole('button', { name: 'Asignar' }).click();
    await modal.getByText('Seleccione una autoridad.').waitFor();
    await modal.getByRole('radio', { name: /Ramón Salinas Poot/ }).check();
    await modal.getByRole('button', { name: 'Asignar' }).click();
    const done = page.getByRole('alertdialog');
    await done.getByText('Authoridad asignada exitosamente').waitFor();
    await done.getByRole('button', { name: 'Aceptar' }).click();

    expect((await pushed).alert).toMatchObject({ id: alertId, status: 'ASIGNADA', authority_name: 'Ramón' });
    await page.getByRole('status').getByText(`Alerta F-${alertId} asignada a Ramón Salinas`).waitFor();
    await item(alertId).getByText('Asignada').waitFor();
    // Asignar is offered for open alerts only.
    expect(await page.getByRole('button', { name: 'Asignar', exact: true }).count()).toBe(0);
  });

  it("shows the authority's chat message in the gestor's open chat", async () => {
    await page.getByRole('button', { name: 'Ver chat' }).click();
    const chat = page.getByRole('dialog', { name: `Chat de la alerta F-${alertId}` });
    await chat.getByText('No hay mensajes en el chat').waitFor();
    await authority.sendMessage(alertId, 'Vamos en camino, ¿sigue ahí?');
    await chat.getByText('Vamos en camino, ¿sigue ahí?').waitFor();
    await page.screenshot({ path: '/tmp/e2e-alerts-chat.png' });
    await chat.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('moves the alert to Atendidas when the authority marks it attended', async () => {
    const attended = await countOf('Atendidas');
    await authority.attend(alertId, 'Se brindó atención en el lugar.');
    await expect.poll(() => countOf('Atendidas')).toBe(attended + 1);
    await tab('Atendidas').click();
    await item(alertId).getByText('Atendida').waitFor();
    await page.getByText('Se brindó atención en el lugar.').waitFor();
    await tab('Abiertas').click();
    expect(await item(alertId).count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-alerts-attended.png' });
  });

  it('keeps an alert pushed while the board reloads, though the reload read the alerts before it was raised', async () => {
    const total = await countOf('Todos');
    const late = await holdRequests(page, 'GET', (url) => url.pathname === '/api/alerts/', { readFirst: true });
    let raisedId = 0;
    try {
      await page.getByRole('button', { name: /^Orden por fecha/ }).click(); // the board reads its first page again
      await expect.poll(() => late.read()).toBeGreaterThan(0);
      raisedId = (await raiseAlert(visitor, 'Humo')).id;
      await item(raisedId).waitFor();
    } finally {
      await late.release(); // the reload's answer, read before the alert, lands after its push
    }
    await expect.poll(() => countOf('Todos')).toBe(total + 1);
    for (let i = 0; i < 10; i++) {
      await page.waitForTimeout(100);
      expect(await item(raisedId).count()).toBe(1);
    }
    await page.getByRole('button', { name: /^Orden por fecha/ }).click(); // newest first again
  });

  it('pages the board with Cargar más; a raised alert still arrives on top, once', async () => {
    await withDb(app, (db) =>
      sql`INSERT INTO alerts (fecha_alerta, alert_type_id, lat, lon, comentario_visitante, visitor_id, updated_at)
        SELECT now() - interval '400 days' - n * interval '1 hour', a.alert_type_id, a.lat, a.lon,
               'Alerta antigua ' || n, a.visitor_id, now()
        FROM (SELECT * FROM alerts ORDER BY id LIMIT 1) a, generate_series(1, 250) n`.execute(db),
    );
    await page.reload();
    await page.locator('[data-alert-id]').first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-alerts-reloaded.png' });
    expect(await tab('Todos').getAttribute('aria-pressed')).toBe('true');
    const total = await countOf('Todos');
    expect(total).toBeGreaterThan(250);
    expect(await page.locator('[data-alert-id]').count()).toBe(200);
    await page.getByText(`Mostrando 200 de ${total}`).waitFor();
    // A tab whose alerts are all on the board offers no Cargar más (the 250 old ones are open).
    await tab('Atendidas').click();
    await expect.poll(() => page.locator('[data-alert-id]').count()).toBe(await countOf('Atendidas'));
    expect(await page.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    await tab('Todos').click();
    await page.getByText(`Mostrando 200 de ${total}`).waitFor();

    const late = await visitor.raiseAlert({
      alert_type_id: (await visitor.alertTypes())[0]!.id,
      lat: 19.4,
      lon: -99.1,
    });
    await item(late.id).waitFor();
    await expect.poll(() => countOf('Todos')).toBe(total + 1);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => page.locator('[data-alert-id]').count()).toBe(Math.min(total + 1, 400));
    expect(await item(late.id).count()).toBe(1);
    if (total + 1 <= 400) expect(await page.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-alerts-paged.png' });
  });

  it('says so when the alert was assigned meanwhile, and shows it as it now is', async () => {
    const raised = await raiseAlert(visitor, 'Dos a la vez');
    await item(raised.id).click();
    const card = page.getByRole('article', { name: `Folio F-${raised.id}` });
    await card.getByRole('button', { name: 'Asignar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Asignar autoridad/ });
    await modal.getByRole('radio', { name: /Ramón Salinas Poot/ }).check();
    // Another gestor's assignment, which this board has not heard of.
    await withDb(app, (db) =>
      sql`UPDATE alerts SET status = 'ASIGNADA', assigned_at = now(),
                  autoridad_id = (SELECT id FROM users WHERE auth_id = 'AUT-1003')
                WHERE id = ${raised.id}`.execute(db),
    );
    await modal.getByRole('button', { name: 'Asignar' }).click();
    const refused = page.getByRole('alertdialog');
    await refused.getByText('La alerta ya no está abierta: solo se pueden asignar alertas abiertas').waitFor();
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await modal.waitFor({ state: 'detached' });
    await item(raised.id).getByText('Asignada').waitFor();
    expect(await card.getByRole('button', { name: 'Asignar', exact: true }).count()).toBe(0);
  });

  it('counts the open alerts in the menu on every screen: one raised while the gestor is on Reportes', async () => {
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    const link = nav.getByRole('link', { name: 'Alertas', exact: true });
    const shown = async () => {
      const badge = nav.locator('.side-link-count');
      return (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    };
    // The board recounts shortly after the last test's refusal: the menu and the board agree once it has.
    await expect.poll(async () => (await shown()) === (await countOf('Abiertas')), { timeout: 5_000 }).toBe(true);
    const opened = await shown();
    await nav.getByRole('link', { name: 'Reportes' }).click();
    await waitForPath(page, '/reportes');
    await raiseAlert(visitor, 'Lejos del tablero');
    await expect.poll(shown, { timeout: 5_000 }).toBe(opened + 1);
    await page.screenshot({ path: '/tmp/e2e-menu-open-alerts.png' });
    // Said to a screen reader as the link's description; its name stays 'Alertas'.
    const described = await link.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(`${opened + 1} alertas abiertas`);
    await link.click();
    await waitForPath(page, '/alertas');
    await expect.poll(() => countOf('Abiertas'), { timeout: 5_000 }).toBe(opened + 1);
  });

  it('on a 390 × 844 phone: the menu opens, a new alert arrives, is assigned and its chat is read', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/mapa`);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // The menu is folded behind the top bar's button and opens over the page.
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await nav.getByRole('link', { name: 'Alertas' }).click();
    await waitForPath(page, '/alertas');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.locator('[data-alert-id]').first().waitFor();
    await expectWithinWidth(page, [
      page.getByRole('heading', { name: /Alertas/ }),
      page.getByRole('searchbox'),
      page.getByRole('group', { name: 'Estado de la alerta' }),
      page.locator('[data-alert-id]').first(),
      page.getByRole('button', { name: 'Abrir menú' }),
    ]);

    // Raised without a GPS fix (0, 0): listed live, its card says so.
    const raised = await raiseAlert(visitor, 'Sin señal', { lat: 0, lon: 0 });
    await item(raised.id).waitFor();
    await page.screenshot({ path: '/tmp/e2e-alerts-phone-list.png' });
    await item(raised.id).click();
    const card = page.getByRole('article', { name: `Folio F-${raised.id}` });
    await card.getByText('Sin ubicación').waitFor();
    await expectWithinWidth(page, [card, page.getByRole('region', { name: 'Mapa de la alerta' })]);
    await page.screenshot({ path: '/tmp/e2e-alerts-phone-detail.png' });

    await card.getByRole('button', { name: 'Asignar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Asignar autoridad/ });
    await modal.getByRole('radio', { name: /Ramón Salinas Poot/ }).check();
    await expectWithinWidth(page, [modal, modal.getByRole('button', { name: 'Asignar' })]);
    await modal.getByRole('button', { name: 'Asignar' }).click();
    const done = page.getByRole('alertdialog');
    await done.getByText('Authoridad asignada exitosamente').waitFor();
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await card.getByText('Asignada').waitFor();

    await card.getByRole('button', { name: 'Ver chat' }).click();
    const chat = page.getByRole('dialog', { name: `Chat de la alerta F-${raised.id}` });
    await chat.getByText('No hay mensajes en el chat').waitFor();
    await authority.sendMessage(raised.id, 'Recibido, vamos para allá.');
    await chat.getByText('Recibido, vamos para allá.').waitFor();
    await expectWithinWidth(page, [
      chat,
      chat.getByText('Recibido, vamos para allá.'),
      chat.getByRole('button', { name: 'Cerrar' }),
    ]);
    await page.screenshot({ path: '/tmp/e2e-alerts-phone-chat.png' });
    await chat.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Volver a la lista' }).click();
    await item(raised.id).getByText('Asignada').waitFor();
    await expectWithinWidth(page, [item(raised.id)]);
  });

  it('says the board could not be read, with Reintentar, instead of an empty board', async () => {
    const list = (url: URL) => url.pathname === '/api/alerts/';
    await page.route(list, (route) => route.abort('connectionreset'));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${app.baseUrl}/alertas`);
    const failure = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
    await failure.waitFor();
    await page.unroute(list);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await page.locator('[data-alert-id]').first().waitFor();
    expect(await failure.count()).toBe(0);
  });

  it('shows an alert raised after the board was read but before its live connection opened', async () => {
    // A second tab whose live connection reaches the server only when the test lets it.
    const tab = await page.context().newPage();
    try {
      let open = () => {};
      await tab.routeWebSocket(/\/socket\.io\//, (socket) => {
        open = () => socket.connectToServer();
      });
      await tab.goto(`${app.baseUrl}/login?next=${encodeURIComponent('/alertas')}`);
      await submitLogin(tab, GESTOR.email, GESTOR.password);
      await tab.locator('[data-alert-id]').first().waitFor();
      const raised = await raiseAlert(visitor, 'A tiempo');
      open();
      await tab.locator(`[data-alert-id="${raised.id}"]`).waitFor();
    } finally {
      await tab.close();
    }
  });

  // Last: the page's live connection stays cut from here on.
  it('shows an assignment at once when no push can arrive', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.routeWebSocket(/\/socket\.io\//, () => {});
    const raised = await raiseAlert(visitor, 'Sin red');
    await page.goto(`${app.baseUrl}/alertas`);
    await item(raised.id).click();
    const card = page.getByRole('article', { name: `Folio F-${raised.id}` });
    await card.getByRole('button', { name: 'Asignar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Asignar autoridad/ });
    await modal.getByRole('radio', { name: /Ramón Salinas Poot/ }).check();
    await modal.getByRole('button', { name: 'Asignar' }).click();
    const done = page.getByRole('alertdialog');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await card.getByText('Asignada').waitFor();
    await item(raised.id).getByText('Asignada').waitFor();
    expect(await card.getByRole('button', { name: 'Asignar', exact: true }).count()).toBe(0);
  });
});
