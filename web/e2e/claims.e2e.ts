import { hashPassword } from '@ppd/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, launchChromium } from './browser.ts';
import { ADMIN, type App, DEMO_PASSWORD, signIn, startApp, withDb } from './harness.ts';

const GRACE_MS = 2_000;

let app: App;
let other: Browser;
let alertId: number;
let nextId: number;
let holderName: string;
// Test servers share one Redis, so sockets are counted across them by account id: the holder's id is its own, or
// another test's gestor signed in with the same id would keep the claim alive.
const HOLDER = { email: `atiende.${Date.now()}@prueba.mx`, password: DEMO_PASSWORD };

beforeAll(async () => {
  app = await startApp({ env: { CLAIM_GRACE_MS: String(GRACE_MS) } });
  other = await launchChromium();
  other.context.setDefaultTimeout(15_000);
  ({ alertId, nextId, holderName } = await withDb(app, async (db) => {
    const gestor = await db
      .insertInto('users')
      .values({
        id: 800_000 + Math.floor(Math.random() * 100_000),
        type: 'monitor',
        email: HOLDER.email,
        name: 'Irene',
        last_name: 'Atiende',
        password_hash: await hashPassword(HOLDER.password),
      })
      .returning(['name', 'last_name'])
      .executeTakeFirstOrThrow();
    const visitor = await db.selectFrom('users').select('id').where('type', '=', 'visitor').executeTakeFirstOrThrow();
    const type = await db.selectFrom('alert_types').select('id').executeTakeFirstOrThrow();
    const sos = {
      alert_type_id: type.id,
      visitor_id: visitor.id,
      lat: 19.41,
      lon: -99.2,
      comentario_visitante: 'Auxilio',
    };
    const [first, next] = await db.insertInto('alerts').values([sos, sos]).returning('id').execute();
    return { alertId: first!.id, nextId: next!.id, holderName: `${gestor.name} ${gestor.last_name}` };
  }));
});

afterAll(async () => {
  await other?.close();
  await app?.close();
});

const item = (page: Page, id = alertId) => page.locator(`[data-alert-id="${id}"]`);
const assignButton = (page: Page) => page.getByRole('button', { name: 'Asignar', exact: true });

async function openBoard(page: Page, account: { email: string; password: string }) {
  await signIn({ ...app, page }, account, '/alertas');
  await item(page).waitFor();
}

it('two gestores: one opens an SOS, the other sees who handles it and cannot assign it until the claim lapses', async () => {
  const holder = app.page;
  const watcher = other.context.pages()[0] ?? (await other.context.newPage());
  await openBoard(holder, HOLDER);
  await openBoard(watcher, ADMIN);

  await item(holder).click();
  await holder.getByText('Lo está atendiendo usted').first().waitFor();
  // The other board hears of it at once, on the alert's row.
  await item(watcher).getByText(`Lo está atendiendo ${holderName}`).waitFor();

  await item(watcher).click();
  await watcher.getByRole('article', { name: `Folio F-${alertId}` }).waitFor();
  expect(await assignButton(watcher).isDisabled()).toBe(true);
  await watcher.getByRole('status').getByText(`Lo está atendiendo ${holderName}`).waitFor();
  await watcher.screenshot({ path: '/tmp/e2e-claims-held.png' });

  // The holder's page goes away: within the grace the claim stands, after it the alert is free.
  await holder.close();
  await watcher.waitForTimeout(GRACE_MS / 2);
  expect(await assignButton(watcher).isDisabled()).toBe(true);
  await expect.poll(() => assignButton(watcher).isDisabled(), { timeout: GRACE_MS * 4 }).toBe(false);
  expect(
    await item(watcher)
      .getByText(/Lo está atendiendo/)
      .count(),
  ).toBe(0);

  await assignButton(watcher).click();
  const modal = watcher.getByRole('dialog', { name: /Asignar autoridad/ });
  await modal.getByRole('radio', { name: /Ramón Salinas Poot/ }).check();
  await modal.getByRole('button', { name: 'Asignar' }).click();
  await watcher.getByRole('alertdialog').getByText('Authoridad asignada exitosamente').waitFor();
});

it('a board that comes back after a drop shows who took the alert meanwhile, from its one read', async () => {
  const watcher = other.context.pages()[0]!;
  const holder = await app.context.newPage();
  await openBoard(holder, HOLDER);
  const reads: string[] = [];
  watcher.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/alerts/') reads.push(request.url());
  });

  await other.context.setOffline(true);
  await item(holder).click();
  await holder.getByText('Lo está atendiendo usted').first().waitFor();
  await watcher.waitForTimeout(1_000);
  // Offline, the push never came.
  expect(
    await item(watcher)
      .getByText(/Lo está atendiendo/)
      .count(),
  ).toBe(0);

  await other.context.setOffline(false);
  await item(watcher).getByText(`Lo está atendiendo ${holderName}`).waitFor();
  expect(reads.length).toBeGreaterThan(0);
});

it('a gestor who opens another SOS frees the one held before on every board at once', async () => {
  const watcher = other.context.pages()[0]!;
  const holder = app.context.pages().at(-1)!;
  await item(holder, nextId).click();
  await item(watcher, nextId).getByText(`Lo está atendiendo ${holderName}`).waitFor();
  await item(watcher)
    .getByText(/Lo está atendiendo/)
    .waitFor({ state: 'detached' });
});
