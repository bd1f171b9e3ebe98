import { messages, peopleMessages } from '@ppd/domain';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, openFromMenu, signIn, withDb } from './harness.ts';
import { expectWithinWidth } from './layout-steps.ts';
import { browserJpeg } from './media-fixtures.ts';
import { deleteHeld } from './request-steps.ts';
import { acknowledge } from './survey-steps.ts';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));
beforeAll(async () => {
  await signIn(app, ADMIN);
});

const okDialog = async (text: string) => {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/**
 * Opens the listed person named `name` and deletes them after confirming `question`, Eliminar busy from Aceptar until
 * the answer (one DELETE under `path`); then they are no longer listed.
 */
const deleteListed = async (name: RegExp, question: string, path: string) => {
  await page.getByRole('button', { name }).click();
  await deleteHeld(page, page.getByRole('button', { name: 'Eliminar' }), question, (url) =>
    url.pathname.startsWith(path),
  );
  await okDialog('Eliminado exitosamente');
  await expect.poll(() => page.getByRole('button', { name }).count()).toBe(0);
};

describe('Monitores', () => {
  it('lists the authorities, filters them and shows one with its alerts', async () => {
    await openFromMenu(page, 'Monitores', '/monitores');
    await page.getByRole('button', { name: /Lucía Hernández Ruiz/ }).waitFor();
    await page.getByLabel('Estado', { exact: true }).selectOption('inactive');
    await page.getByRole('button', { name: /Patricia Vargas Ortiz/ }).waitFor();
    expect(await page.getByRole('button', { name: /Lucía Hernández Ruiz/ }).count()).toBe(0);
    await page.getByLabel('Estado', { exact: true }).selectOption('all');
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).click();
    await page.getByText('AUT-1001').waitFor();
    await page.getByRole('region', { name: 'Alertas del monitor' }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-monitors.png' });
  });

  it('says the list could not be read, with Reintentar, instead of an empty list', async () => {
    // Every try of the list fails (the page's own retries included), then the server is back.
    const list = (url: URL) => url.pathname === '/authorities';
    await page.route(list, (route) => route.abort('connectionreset'));
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
    await failure.waitFor();
    expect(await page.getByText('Sin resultados').count()).toBe(0);
    await page.unroute(list);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: /Lucía Hernández Ruiz/ }).waitFor();
    expect(await failure.count()).toBe(0);
  });

  it('shows every validation message, then creates a monitor and deletes it after confirming', async () => {
    await page.getByRole('button', { name: 'Agregar monitor' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo monitor' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    for (const text of [
      'Ingrese un correo electrónico.',
      'Ingrese su nombre.',
      'Ingrese su apellido.',
      'Ingrese un autenticación.',
      'Seleccione un proyecto.',
      'El teléfono debe contener 10 dígitos',
    ]) {
      await modal.getByText(text).waitFor();
    }
    await modal.getByLabel('Correo electrónico').fill('nuevo.monitor@demo');
    await modal.getByLabel('Autenticación').fill('   ');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.getByText('Ingrese un correo electrónico válido.').waitFor();
    await modal.getByText('El campo autenticación no debe estar vacío ni contener solo espacios en blanco').waitFor();

    // A taken e-mail: the server's 409 message lands on the field.
    await modal.getByLabel('Correo electrónico').fill('autoridad1@demo.ppd');
    await modal.getByLabel('Autenticación').fill('AUT-2001');
    await modal.getByLabel('Nombre').fill('Nuevo');
    await modal.getByLabel('Apellido').fill('Monitor');
    await modal.getByLabel('Teléfono').fill('5512349876');
    await modal.getByLabel('Proyecto').selectOption({ index: 1 });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal
      .getByText('Ya hay otra persona que tiene esta dirección de correo electrónico. Pruebe con otro correo')
      .waitFor();
    await modal.getByLabel('Correo electrónico').fill('nuevo.monitor@demo.ppd');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await okDialog('Monitor guardado Exitosamente');

    await deleteListed(/Nuevo Monitor/, '¿Desea eliminar este monitor?', '/authorities/');
  });

  it('shows an uploaded profile image, served publicly, and the default avatar when it does not load', async () => {
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).click();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar monitor' });
    const image = modal.getByLabel('Imagen de perfil (PNG o JPEG)', { exact: true });
    const typeRefusal = modal.getByText(messages.media.imageType, { exact: true });
    // The browser's own check, before any request: the type the browser declares.
    await image.setInputFiles({ name: 'animada.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await typeRefusal.waitFor();
    // Named .jpg but not an image: the browser cannot tell, the server reads the bytes and its refusal lands under
    // the field.
    await image.setInputFiles({ name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no soy una imagen') });
    await expect.poll(() => typeRefusal.count()).toBe(0);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await typeRefusal.waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await image.setInputFiles({
      name: 'perfil.jpg',
      mimeType: 'image/jpeg',
      buffer: await browserJpeg(page, 96, 96),
    });
    // The kit's file field names the chosen file instead of the browser's English 'No file chosen'.
    await modal.getByText('perfil.jpg', { exact: true }).waitFor();
    expect(await typeRefusal.count()).toBe(0);
    expect(await modal.getByText('No file chosen').count()).toBe(0);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await okDialog('Monitor guardado Exitosamente');

    const avatar = page.getByRole('img', { name: 'Ramón Salinas Poot' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/media\/profiles\/.+\.jpg$/);
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth === 96, await avatar.elementHandle());
    const src = (await avatar.getAttribute('src'))!;
    const served = await fetch(`${app.baseUrl}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await page.screenshot({ path: '/tmp/e2e-monitor-avatar.png' });

    await page.route('**/media/profiles/**', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).click();
    await expect.poll(() => avatar.getAttribute('src')).toBe('/avatar-default.svg');
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await avatar.elementHandle());
    await page.unroute('**/media/profiles/**');
  });

  it('downloads Autoridad.xlsx', async () => {
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Autoridad.xlsx');
  });
});

describe('Gestores', () => {
  it('marks admins with *, shows the bitácora, checks the new gestor form and deletes the gestor', async () => {
    await openFromMenu(page, 'Gestores', '/gestores');
    await page.getByRole('button', { name: /Ana Administradora \*/ }).waitFor();
    await page.getByRole('button', { name: /Gerardo Gestor Pech/ }).click();
    const auditLog = page.getByRole('region', { name: 'Bitácora' });
    for (const header of ['Módulo', 'Acción', 'Observación', 'Fecha']) {
      await auditLog.getByRole('columnheader', { name: header }).waitFor();
    }
    await auditLog.getByRole('button', { name: 'Limpiar' }).click();
    await page.screenshot({ path: '/tmp/e2e-gestores.png' });

    await page.getByRole('button', { name: 'Agregar gestor' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo gestor' });
    await modal.getByRole('switch', { name: 'Administrador' }).waitFor();
    await modal.getByLabel('Correo electrónico').fill('nuevo.gestor@demo.ppd');
    await modal.getByLabel('Nombre').fill('Nuevo');
    await modal.getByLabel('Apellido').fill('Gestor');
    await modal.getByLabel('Teléfono').fill('5512340000');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.getByText('Ingrese una contraseña.').first().waitFor();
    await modal.getByLabel('Contraseña', { exact: true }).fill('clave-1');
    await modal.getByLabel('Repetir contraseña').fill('clave-1');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await modal.getByLabel('Contraseña', { exact: true }).fill('clave-e2e-1');
    await modal.getByLabel('Repetir contraseña').fill('clave-e2e-2');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.getByText('La contraseña no coincide.').waitFor();
    await modal.getByLabel('Repetir contraseña').fill('clave-e2e-1');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await okDialog('gestor guardado exitosamente');

    await deleteListed(/Nuevo Gestor/, '¿Desea eliminar este gestor?', '/monitors/');
  });

  it('keeps a 2,000-character observation without spaces inside the bitácora table', async () => {
    const observation = `Observación${'z'.repeat(1989)}`;
    // A bitácora row as the audit worker writes it (no worker runs in this file).
    await withDb(app, (db) =>
      sql`INSERT INTO audit_log (module, action, observation, email, user_id)
        SELECT 'Configuración', 'Prueba de texto largo', ${observation}, email, id FROM users
        WHERE email = ${ADMIN.email}`.execute(db),
    );

    await page.getByRole('button', { name: /Ana Administradora \*/ }).click();
    const auditLog = page.getByRole('region', { name: 'Bitácora' });
    const cell = auditLog.getByText(observation);
    await cell.waitFor();
    await page.screenshot({ path: '/tmp/e2e-gestores-long-observation.png' });
    await expectWithinWidth(page, [
      cell,
      auditLog.getByRole('columnheader', { name: 'Fecha' }),
      auditLog.getByRole('row', { name: /Prueba de texto largo/ }).locator('time'),
    ]);
    // Cut to three lines; the whole observation on hover and behind 'Ver más'.
    expect(await cell.getAttribute('title')).toBe(observation);
    expect((await cell.boundingBox())!.height).toBeLessThan(80);
    await auditLog.getByRole('button', { name: 'Ver más' }).click();
    expect((await cell.boundingBox())!.height).toBeGreaterThan(200);
    await expectWithinWidth(page, [cell, auditLog.getByRole('columnheader', { name: 'Fecha' })]);
  });

  it('pages a long bitácora with Cargar más, saying so when a page could not be read', async () => {
    await withDb(app, (db) =>
      sql`INSERT INTO audit_log (module, action, observation, email, user_id, date)
        SELECT 'Configuración', 'Fila ' || n, '', email, id, now() - n * interval '1 minute' FROM users,
               generate_series(1, 150) n
        WHERE email = ${ADMIN.email}`.execute(db),
    );
    await page.reload();
    await page.getByRole('button', { name: /Ana Administradora \*/ }).click();
    const auditLog = page.getByRole('region', { name: 'Bitácora' });
    const total = await auditLog.getByText(/^Mostrando 100 de \d+$/).textContent();
    // The network drops (the page's retries with it): the list stays, the failure is said, the button works again.
    const list = '**/api/binnacles/monitor/list';
    await page.route(list, (route) => route.abort('connectionreset'));
    await auditLog.getByRole('button', { name: 'Cargar más' }).click();
    await acknowledge(page, 'Ha ocurrido un error');
    await page.unroute(list);
    await auditLog.getByText(total!).waitFor();
    await auditLog.getByRole('button', { name: 'Cargar más' }).click();
    // The oldest of the rows written here comes last, once every page is held.
    await auditLog.getByRole('row', { name: /Fila 150\b/ }).waitFor();
    expect(Number(total!.split(' de ')[1])).toBeGreaterThan(150);
    expect(await auditLog.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
  });

  it('filters the bitácora by days typed and picked as DD/MM/YYYY', async () => {
    const auditLog = page.getByRole('region', { name: 'Bitácora' });
    const from = auditLog.getByLabel('Desde', { exact: true });
    const to = auditLog.getByLabel('Hasta', { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    expect(await auditLog.locator('input[type="date"]').count()).toBe(0);

    await from.fill('01/01/2099');
    await auditLog.getByText('Sin registros en la bitácora').waitFor();
    await auditLog.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => from.inputValue()).toBe('');
    await auditLog.getByRole('row', { name: /Prueba de texto largo/ }).waitFor();

    // A day that does not exist is put back when the field is left.
    await to.fill('31/02/2026');
    await to.blur();
    await expect.poll(() => to.inputValue()).toBe('');

    // The calendar is in Spanish; the day picked shows as DD/MM/YYYY and keeps today's rows.
    await auditLog.getByRole('button', { name: 'Elegir fecha' }).nth(1).click();
    const calendar = page.getByRole('dialog', { name: 'Hasta' });
    const today = await page.evaluate(() => {
      const now = new Date();
      const month = now.toLocaleString('es', { month: 'long' });
      const pad = (n: number) => String(n).padStart(2, '0');
      return { month, text: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}` };
    });
    await calendar.getByText(new RegExp(today.month, 'i')).first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-gestores-calendar.png' });
    await calendar.getByRole('button', { name: /^Hoy/ }).click();
    expect(await calendar.count()).toBe(0);
    await expect.poll(() => to.inputValue()).toBe(today.text);
    await auditLog.getByRole('row', { name: /Prueba de texto largo/ }).waitFor();
    await auditLog.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => to.inputValue()).toBe('');
  });

  it("shows an admin's own new name in the header as soon as they save their row", async () => {
    const header = page.locator('.user-name');
    await expect.poll(() => header.textContent()).toBe('Ana Administradora');
    await page.getByRole('button', { name: /Ana Administradora \*/ }).click();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar gestor' });
    await modal.getByLabel('Apellido').fill('Renombrada');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await okDialog('gestor guardado exitosamente');
    await expect.poll(() => header.textContent()).toBe('Ana Renombrada');
  });

  it('says a gestor deleted meanwhile by another admin is gone, and drops them from the list', async () => {
    const insertGestor = () =>
      withDb(app, (db) =>
        sql`INSERT INTO users (type, email, password_hash, name, last_name)
          VALUES ('monitor', 'borrado.meanwhile@demo.ppd', 'x', 'Borrado', 'Meanwhile')`.execute(db),
      );
    const deleteGestor = () =>
      withDb(app, (db) => sql`DELETE FROM users WHERE email = 'borrado.meanwhile@demo.ppd'`.execute(db));
    const row = () => page.getByRole('button', { name: /Borrado Meanwhile/ });
    const shownThenGone = async () => {
      await okDialog(peopleMessages.notFound);
      await expect.poll(() => row().count()).toBe(0);
    };

    await openFromMenu(page, 'Gestores', '/gestores');
    // Desactivar
    await insertGestor();
    await page.reload();
    await row().click();
    await deleteGestor();
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await shownThenGone();

    // Editar, then Guardar: the modal closes as well
    await insertGestor();
    await page.reload();
    await row().click();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar gestor' });
    await deleteGestor();
    await modal.getByLabel('Apellido').fill('Otro');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await shownThenGone();
    expect(await modal.count()).toBe(0);

    // Eliminar
    await insertGestor();
    await page.reload();
    await row().click();
    await deleteGestor();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await shownThenGone();
  });
});
