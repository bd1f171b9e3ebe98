import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, signIn, startApp, waitForPath } from './harness.ts';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  await signIn(app, ADMIN);
});

afterAll(async () => {
  await app?.close();
});

/** An Open311 request as an integration sends it, with this key. */
async function fileWith(key: string): Promise<number> {
  const services = (await (await fetch(`${app.baseUrl}/open311/v2/services.json`)).json()) as {
    service_code: string;
  }[];
  const response = await fetch(`${app.baseUrl}/open311/v2/requests.json`, {
    method: 'POST',
    body: new URLSearchParams({ api_key: key, service_code: services[0]!.service_code, description: 'Poste caído' }),
  });
  return response.status;
}

const dialogAccept = async (role: 'alertdialog', text: string) => {
  const dialog = page.getByRole(role).filter({ hasText: text });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('Configuración → Integraciones', () => {
  it('issues an API key shown once, which files through Open311 until it is revoked', async () => {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Configuración' }).click();
    await waitForPath(page, '/configuracion');
    await page
      .getByRole('navigation', { name: 'Secciones de configuración' })
      .getByRole('button', { name: 'Integraciones' })
      .click();
    await page.getByLabel('Nombre de la integración').fill('Ciudad 311');
    await page.getByRole('button', { name: 'Emitir clave' }).click();
    const issued = page.getByRole('status').filter({ hasText: 'no se volverá a mostrar' });
    const key = (await issued.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^ppd_/);
    const row = page.getByRole('row').filter({ hasText: 'Ciudad 311' });
    await row.getByText('Activa').waitFor();
    expect(await fileWith(key)).toBe(201);

    await row.getByRole('button', { name: 'Revocar' }).click();
    await dialogAccept('alertdialog', '¿Revocar la clave de Ciudad 311?');
    await dialogAccept('alertdialog', 'Clave revocada');
    await row.getByText('Revocada el').waitFor();
    expect(await fileWith(key)).toBe(403);

    await page.reload();
    await page
      .getByRole('navigation', { name: 'Secciones de configuración' })
      .getByRole('button', { name: 'Integraciones' })
      .click();
    await page.getByRole('row').filter({ hasText: 'Ciudad 311' }).waitFor();
    expect(await page.getByText(key).count()).toBe(0);
  });
});
