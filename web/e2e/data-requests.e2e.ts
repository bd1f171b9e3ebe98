import { readFileSync } from 'node:fs';
import { dataRequestDueOn, mexicoCityToday, dataRequestTexts as t } from '@ppd/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, GESTOR, openFromMenu, signIn, withDb } from './harness.ts';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));

const PERSON = { name: 'Zenaida', last_name: 'Olvera Quiroz', email: 'zenaida.olvera@correo.mx', phone: '5598765432' };
let personId: number;
beforeAll(async () => {
  personId = await withDb(app, async (db) => {
    const row = await db
      .insertInto('users')
      .values({
        type: 'visitor',
        email: PERSON.email,
        name: PERSON.name,
        last_name: PERSON.last_name,
        phone_number: PERSON.phone,
        password_hash: '!',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  await signIn(app, ADMIN);
});

const shown = (day: string) => day.split('-').reverse().join('/');

async function accept(text: string, button = 'Aceptar') {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Solicitudes de datos', () => {
  it('an administrator registers a cancellation request, sees its due day, exports the data, cancels and it closes', async () => {
    await openFromMenu(page, t.title, '/solicitudes-datos');

    await page.getByRole('button', { name: t.register }).click();
    const dialog = page.getByRole('dialog', { name: t.register });
    await dialog.getByLabel(t.personSearch).fill('olvera q');
    await dialog.getByRole('radio', { name: new RegExp(PERSON.email) }).check();
    await dialog.getByLabel(t.rightLabel).selectOption({ label: t.rights.cancellation });
    await dialog.getByRole('button', { name: t.register }).click();
    await dialog.waitFor({ state: 'detached' });

    // Received today: due 20 business days later, said in words beside the colour.
    const due = t.due(shown(dataRequestDueOn(mexicoCityToday())), 20, 'normal');
    const detail = page.locator('.detail-pane');
    await detail.getByRole('timer').filter({ hasText: due }).waitFor();
    await page
      .locator('.list-item')
      .filter({ hasText: `${PERSON.name} ${PERSON.last_name}` })
      .getByText(due)
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: t.operations.access }).click(),
    ]);
    // The zip the app's own export gives (its contents are the API test's): named for the request.
    expect(download.suggestedFilename()).toMatch(/^datos-solicitud-\d+\.zip$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // The export answers an access request, not this one: it stays open.
    await detail.getByRole('timer').filter({ hasText: due }).waitFor();

    await detail.getByRole('button', { name: t.operations.cancellation }).click();
    await accept(t.confirmCancel, t.operations.cancellation);
    await accept(t.cancelled);
    await detail.getByText(t.answered(shown(mexicoCityToday()))).waitFor();
    expect(await detail.getByRole('button', { name: t.operations.access }).count()).toBe(0);

    const after = await withDb(app, async (db) => ({
      person: await db
        .selectFrom('users')
        .select(['name', 'email'])
        .where('id', '=', personId)
        .executeTakeFirstOrThrow(),
      request: await db.selectFrom('data_requests').select('answered_on').where('person_id', '=', personId).execute(),
    }));
    expect(after.person).toMatchObject({ name: 'Anónimo' });
    expect(after.person.email).not.toBe(PERSON.email);
    expect(after.request).toEqual([{ answered_on: mexicoCityToday() }]);
  });

  it('is not offered to a gestor who is not an administrator', async () => {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(app, GESTOR);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Registros' }).waitFor();
    expect(await menu.getByRole('link', { name: t.title }).count()).toBe(0);
  });
});
