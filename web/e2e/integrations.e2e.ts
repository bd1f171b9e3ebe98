import { randomUUID } from 'node:crypto';
import { webhookTexts } from '@ppd/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, openFromMenu, signIn, withDb } from './harness.ts';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));
beforeAll(async () => {
  await signIn(app, ADMIN);
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

async function openIntegrations() {
  await openFromMenu(page, 'Configuración', '/configuracion');
  await page
    .getByRole('navigation', { name: 'Secciones de configuración' })
    .getByRole('button', { name: 'Integraciones' })
    .click();
}

describe('Configuración → Integraciones', () => {
  it('issues an API key shown once, which files through Open311 until it is revoked', async () => {
    await openIntegrations();
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

const webhooksPanel = () => page.getByRole('region', { name: webhookTexts.title });

describe('Configuración → Integraciones → Webhooks', () => {
  it('refuses a private address under its field, then registers an endpoint whose secret is shown once', async () => {
    await openIntegrations();
    const panel = webhooksPanel();
    const url = panel.getByLabel(webhookTexts.url);
    await panel.getByRole('button', { name: webhookTexts.add }).click();
    await panel.getByText(webhookTexts.eventsRequired).waitFor();

    await url.fill('https://10.0.0.7/hooks');
    await panel.getByRole('checkbox', { name: 'record.created' }).check();
    await panel.getByRole('button', { name: webhookTexts.add }).click();
    await panel.getByText(webhookTexts.urlPrivate).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    await url.fill('https://8.8.8.8/hooks');
    await panel.getByRole('button', { name: webhookTexts.add }).click();
    const shown = panel.getByRole('status').filter({ hasText: webhookTexts.secretOnce });
    const secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await panel.getByText('https://8.8.8.8/hooks').waitFor();
    expect(await panel.getByText('record.created', { exact: true }).count()).toBeGreaterThan(0);

    await page.reload();
    await openIntegrations();
    const again = webhooksPanel();
    await again.getByText('https://8.8.8.8/hooks').waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it('shows an endpoint’s deliveries and resends a failed one', async () => {
    const delivery = await withDb(app, async (db) => {
      const endpoint = await db.selectFrom('webhook_endpoints').select('id').executeTakeFirstOrThrow();
      return db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: endpoint.id,
          event_id: randomUUID(),
          event_type: 'record.created',
          payload: JSON.stringify({ record: { id: 1, title: 'Parque' } }),
          occurred_at: new Date(),
          status: 'failed',
          attempts: 15,
          last_status: 503,
          last_answer: 'Servicio no disponible',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    await openIntegrations();
    const panel = webhooksPanel();
    await panel.getByRole('button', { name: webhookTexts.log }).click();
    const row = panel.getByRole('row').filter({ hasText: 'Servicio no disponible' });
    await row.getByText(webhookTexts.statuses.failed).waitFor();
    await row.getByRole('button', { name: webhookTexts.resend }).click();
    await dialogAccept('alertdialog', webhookTexts.resent);
    await row.getByText(webhookTexts.statuses.pending).waitFor();
    const status = await withDb(app, (db) =>
      db.selectFrom('webhook_deliveries').select('status').where('id', '=', delivery.id).executeTakeFirstOrThrow(),
    );
    expect(status.status).toBe('pending');
  });
});
