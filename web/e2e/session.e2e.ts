import { createHash, randomUUID } from 'node:crypto';
import { messages } from '@ppd/domain';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, GESTOR, pathOf, submitLogin, waitForPath, withDb } from './harness.ts';
import { browserJpeg } from './media-fixtures.ts';

const NEW_PASSWORD = 'otra-clave-2025';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));

const mainMenu = () => page.getByRole('navigation', { name: 'Menú principal' });

async function openUserMenu() {
  await page.locator('[aria-haspopup="menu"]').hover();
  await page.getByRole('menu').waitFor();
}

async function signOut() {
  await openUserMenu();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await waitForPath(page, '/login');
}

describe('session and profile in the browser', () => {
  it('shows the server message in an alert dialog when the password is wrong', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-login.png' });
    // The seven partners' finished logotypes: each drawn, named by its partner (in the page and in the file), all of
    // one height, none marked provisional.
    const logos = page.getByRole('list', { name: 'Instituciones participantes' }).getByRole('img');
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).toEqual(
      messages.shell.partnerNames,
    );
    for (const logo of await logos.all()) {
      await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await logo.elementHandle());
      const file = await (await page.request.get(new URL((await logo.getAttribute('src'))!, app.baseUrl).href)).text();
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(file)?.[1]).toBe(await logo.getAttribute('alt'));
      expect(file).not.toMatch(/provisional/i);
    }
    expect(new Set(await logos.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height))).size).toBe(
      1,
    );

    await submitLogin(page, ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Correo o contraseña incorrectos').waitFor();
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/login');
  });

  it('signs in and lands on /mapa, with the admin entries in the menu', async () => {
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/mapa');
    await page.getByRole('heading', { name: 'Mapa' }).waitFor();
    for (const entry of ['Mapa', 'Explorar', 'Monitores', 'Gestores', 'Registros', 'Administración']) {
      expect(await mainMenu().getByRole('link', { name: entry, exact: true }).count()).toBe(1);
    }
    await page.screenshot({ path: '/tmp/e2e-shell.png' });
  });

  it('changes the password from the profile with every message on its field', async () => {
    await openUserMenu();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil' });
    await profile.getByText(ADMIN.email).waitFor();
    expect(await profile.locator('dt:text-is("Rol") + dd').textContent()).toBe('Administrador');
    await profile.getByRole('tab', { name: 'Actualizar Contraseña' }).click();

    const old = profile.getByLabel('Contraseña actual', { exact: true });
    const fresh = profile.getByLabel('Nueva contraseña', { exact: true });
    const repeat = profile.getByLabel('Repetir nueva contraseña', { exact: true });
    const update = profile.getByRole('button', { name: 'Actualizar' });

    await update.click();
    await profile.getByText('Ingrese una contraseña.').nth(2).waitFor();
    expect(await profile.getByText('Ingrese una contraseña.').count()).toBe(3);

    await old.fill(ADMIN.password);
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill('something-else');
    await update.click();
    await profile.getByText('La contraseña no coincide.').waitFor();

    await fresh.fill(ADMIN.password);
    await repeat.fill(ADMIN.password);
    await update.click();
    await profile.getByText('Introduzca una contraseña diferente').waitFor();

    await fresh.fill('corta');
    await repeat.fill('corta');
    await update.click();
    await profile.getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();

    // The server's refusal of the current password lands under that field.
    await old.fill('not-my-password');
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await update.click();
    await profile.getByText('La contraseña actual es incorrecta').waitFor();
    expect(await old.getAttribute('aria-invalid')).toBe('true');

    await old.fill(ADMIN.password);
    await update.click();
    const success = page.getByRole('alertdialog', { name: 'Contraseña Cambiada Correctamente' });
    await success.waitFor();
    await success.getByRole('button', { name: 'Aceptar' }).click();
    await success.waitFor({ state: 'detached' });
    expect(await old.inputValue()).toBe('');

    await profile.getByRole('button', { name: 'Cerrar' }).click();
    await profile.waitFor({ state: 'detached' });

    // The change spent the old token; this browser goes on with the new one, after a reload too.
    await mainMenu().getByRole('link', { name: 'Monitores', exact: true }).click();
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /Ramón Salinas Poot/ }).waitFor();
    expect(pathOf(page)).toBe('/monitores');
  });

  it('signs out to /login', async () => {
    await signOut();
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });

  it('keeps a non-admin off admin routes and out of their menu entries', async () => {
    await submitLogin(page, GESTOR.email, GESTOR.password, true);
    await waitForPath(page, '/mapa');
    expect(await page.evaluate(() => localStorage.getItem('is_admin'))).toBe('false');
    await mainMenu().getByRole('link', { name: 'Registros' }).waitFor();
    for (const entry of ['Monitores', 'Gestores', 'Administración']) {
      expect(await mainMenu().getByRole('link', { name: entry, exact: true }).count()).toBe(0);
    }

    await page.goto(`${app.baseUrl}/monitores`);
    await waitForPath(page, '/mapa');
    await page.getByRole('heading', { name: 'Mapa' }).waitFor();
    expect(await mainMenu().getByRole('link', { name: 'Monitores', exact: true }).count()).toBe(0);
    await signOut();
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${app.baseUrl}/no-existe/en-absoluto`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.getByText('La página que solicitaste no existe').waitFor();
  });

  it('edits the name in the profile and shows it in the top bar', async () => {
    await page.goto(`${app.baseUrl}/login`);
    // The admin's password is the one changed above.
    await submitLogin(page, ADMIN.email, NEW_PASSWORD);
    await waitForPath(page, '/mapa');
    await openUserMenu();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil' });
    await profile.getByRole('button', { name: 'Editar' }).click();
    const name = profile.getByLabel('Nombre', { exact: true });
    await name.fill('   ');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await profile.getByText('Ingrese su nombre.').waitFor();
    await name.fill('Adriana');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    const saved = page.getByRole('alertdialog', { name: 'Perfil actualizado exitosamente' });
    await saved.getByRole('button', { name: 'Aceptar' }).click();
    await profile.getByRole('button', { name: 'Cerrar' }).click();
    await page
      .locator('[aria-haspopup="menu"]')
      .getByText(/^Adriana /)
      .waitFor();
  });

  it('opens the sections under /panel/ too, and /panel/ itself is the panel', async () => {
    await page.goto(`${app.baseUrl}/panel/registros`);
    await waitForPath(page, '/registros');
    await page.goto(`${app.baseUrl}/panel/`);
    await waitForPath(page, '/panel');
    await page.goto(`${app.baseUrl}/mapa`);
    await waitForPath(page, '/mapa');
  });

  it('keeps the map mounted (hidden) while another section is open', async () => {
    await mainMenu().getByRole('link', { name: 'Registros' }).click();
    await waitForPath(page, '/registros');
    await page.getByRole('heading', { name: 'Registros' }).waitFor();
    expect(
      await page.locator('.keep-alive[hidden]').getByRole('heading', { name: 'Mapa', includeHidden: true }).count(),
    ).toBe(1);
    await signOut();
  });

  it('a gestor (not an admin) changes their own picture in the profile; the top bar shows it', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await submitLogin(page, GESTOR.email, GESTOR.password);
    await waitForPath(page, '/mapa');
    await openUserMenu();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil' });
    // A gestor is named as the menu names them (users.type 'monitor'); 'Monitor' is what an authority is called.
    expect(await profile.locator('dt:text-is("Rol") + dd').textContent()).toBe('Gestor');
    await profile.getByRole('button', { name: 'Editar' }).click();
    const image = profile.getByLabel('Imagen de perfil (PNG o JPEG)', { exact: true });
    await image.setInputFiles({ name: 'animada.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await profile.getByText(messages.media.imageType, { exact: true }).waitFor();
    await image.setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: await browserJpeg(page, 64, 64) });
    await profile.getByRole('button', { name: 'Guardar' }).click();
    const saved = page.getByRole('alertdialog', { name: 'Perfil actualizado exitosamente' });
    await saved.getByRole('button', { name: 'Aceptar' }).click();
    await profile.getByRole('button', { name: 'Cerrar' }).click();
    const avatar = page.locator('[aria-haspopup="menu"] img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/media\/profiles\/.+\.jpg$/);
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth === 64, await avatar.elementHandle());
    await signOut();
  });

  it('says a screen could not load, with Recargar, when its file cannot be fetched (no blank page)', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await submitLogin(page, GESTOR.email, GESTOR.password);
    await waitForPath(page, '/mapa');
    await page.route(/\/assets\/ReportsPage-[^/]+\.js$/, (route) => route.abort());
    await mainMenu().getByRole('link', { name: 'Reportes' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección' });
    await notice.waitFor();
    // The rest of the panel stays: the menu still works.
    await mainMenu().getByRole('link', { name: 'Registros' }).click();
    await page.getByRole('heading', { name: 'Registros' }).waitFor();
    await page.unroute(/\/assets\/ReportsPage-[^/]+\.js$/);
    await mainMenu().getByRole('link', { name: 'Reportes' }).click();
    await notice.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('heading', { name: 'Reportes' }).waitFor();
    await signOut();
  });

  it('ends the session and goes to login when the server rejects the stored token', async () => {
    await page.evaluate(() => {
      sessionStorage.setItem('token', 'not-a-jwt');
      sessionStorage.setItem('email', 'admin@demo.ppd');
      sessionStorage.setItem('is_admin', 'true');
    });
    await page.goto(`${app.baseUrl}/mapa`);
    await waitForPath(page, '/login?next=%2Fmapa');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  it('validates the forgot-password e-mail and confirms the request', async () => {
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const modal = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    const email = modal.getByLabel('Correo electrónico');
    await email.fill('no-es-un-correo');
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await modal.getByText('Ingrese un correo valido').waitFor();
    await email.fill(GESTOR.email);
    await modal.getByRole('button', { name: 'Enviar' }).click();
    const sent = page.getByRole('alertdialog', { name: 'Verifique su correo. No olvide revisar su bandeja de spam.' });
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('sends a visitor of the app a reset link from /support, which asks whose account it is', async () => {
    const visitor = await withDb(app, (db) =>
      db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('type', '=', 'visitor')
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    );
    const requested = () =>
      withDb(app, (db) =>
        db
          .selectFrom('outbox')
          .select('id')
          .where('type', '=', 'user.password_reset_requested')
          .where(sql`payload->>'email'`, '=', visitor.email)
          .execute(),
      );
    const before = (await requested()).length;
    await page.goto(`${app.baseUrl}/support`);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const modal = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    const account = modal.getByLabel('Cuenta');
    expect(await account.locator('option').allTextContents()).toEqual([
      'App de visitantes',
      'App de autoridades',
      'Panel de gestión',
    ]);
    expect(await account.locator('option:checked').textContent()).toBe('App de visitantes');
    await modal.getByLabel('Correo electrónico').fill(visitor.email);
    await modal.getByRole('button', { name: 'Enviar' }).click();
    const sent = page.getByRole('alertdialog', { name: 'Verifique su correo. No olvide revisar su bandeja de spam.' });
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(async () => (await requested()).length).toBe(before + 1);
  });

  it('shows Token Caducado for a bad reset link and goes to login on accept (not for a failed check)', async () => {
    // The check cannot reach the server: the link is not called expired; Reintentar checks it again.
    const check = (url: URL) => url.pathname === '/users/reset_password';
    await page.route(check, (route) => route.abort('connectionreset'));
    await page.goto(`${app.baseUrl}/reset_password?token=no-such-token`);
    const failure = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
    await failure.waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Token Caducado' }).count()).toBe(0);
    await page.unroute(check);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    const expired = page.getByRole('alertdialog', { name: 'Token Caducado' });
    await expired.getByRole('button', { name: 'Aceptar' }).click();
    await waitForPath(page, '/login');
  });

  it('sends a signed-out visit to login with next, and back there after login', async () => {
    await page.goto(`${app.baseUrl}/registros`);
    await waitForPath(page, '/login?next=%2Fregistros');
    await submitLogin(page, GESTOR.email, GESTOR.password);
    await waitForPath(page, '/registros');
    await page.getByRole('heading', { name: 'Registros' }).waitFor();
  });

  it('sets a new password from a reset link, and says Token Caducado when the link was spent meanwhile', async () => {
    /** A reset link for the gestor, as the e-mail carries it (the row holds its hash). */
    const link = async () => {
      const token = randomUUID();
      await withDb(app, (db) =>
        db
          .insertInto('password_reset_tokens')
          .values({
            user_id: db.selectFrom('users').select('id').where('email', '=', GESTOR.email),
            token_hash: createHash('sha256').update(token).digest('hex'),
            expires_at: new Date(Date.now() + 3_600_000),
          })
          .execute(),
      );
      await page.goto(`${app.baseUrl}/reset_password?token=${token}`);
      await page.getByLabel('Nueva contraseña').and(page.locator(':enabled')).waitFor();
    };
    const fill = async (password: string) => {
      await page.getByLabel('Nueva contraseña').fill(password);
      await page.getByLabel('Repetir contraseña').fill(password);
      await page.getByRole('button', { name: 'Actualizar' }).click();
    };

    await signOut();
    await link();
    await withDb(app, (db) => db.updateTable('password_reset_tokens').set({ used_at: new Date() }).execute());
    await fill('clave-que-no-queda');
    await page.getByRole('alertdialog', { name: 'Token Caducado' }).getByRole('button', { name: 'Aceptar' }).click();
    await waitForPath(page, '/login');

    await link();
    await fill('corta');
    await page.getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await fill(NEW_PASSWORD);
    const done = page.getByRole('alertdialog', { name: 'Contraseña actualizada exitosamente' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page, GESTOR.email, NEW_PASSWORD);
    await waitForPath(page, '/mapa');
  });
});
