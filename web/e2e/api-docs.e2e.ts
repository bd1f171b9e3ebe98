import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, startApp } from './harness.ts';

/**
 * The API's reference page (/api/docs) as an app developer opens it: Swagger UI served by the API itself (no CDN:
 * neither this machine nor a user's network may reach one), under the API's Content-Security-Policy, whose
 * violations the harness fails on at close.
 */
let app: App;
const problems: string[] = [];
const elsewhere: string[] = [];

beforeAll(async () => {
  app = await startApp();
  app.context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  app.page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  app.context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== app.baseUrl) elsewhere.push(request.url());
  });
});
afterAll(() => app?.close());

it("shows an app's call, linked by its tag and operation, with no error and nothing loaded from elsewhere", async () => {
  const { page } = app;
  // Swagger UI draws only the operations in view: a link to one scrolls to it and opens it.
  await page.goto(`${app.baseUrl}/api/docs#/Alertas/alertRoutes.raise`);
  const raise = page.locator('.opblock.is-open', { hasText: 'Levantar una alerta desde la app de visitantes' });
  await raise.waitFor({ state: 'visible' });
  expect(await page.locator('.info .title').innerText()).toContain('Monitoreo Comunitario PPD');
  const text = await raise.innerText();
  expect(text).toContain('Acceso: visitantes.');
  // The example of what the app sends, not a sample made up from the schema.
  expect(text).toContain('Una persona herida en el sendero');
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
