import { PNG_1PX } from '@ppd/client/sample-media';
import { clientPool, newVisitor } from '@ppd/client/testing';
import { mexicoCityToday } from '@ppd/domain';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, GESTOR, signIn, submitLogin, withDb } from './harness.ts';
import { deleteHeld, failReads, holdRequests } from './request-steps.ts';
import { acknowledge, clickMap, drawSquare, pause } from './survey-steps.ts';

const NAME = 'Rodada nocturna';
/** A route as Google Earth exports it: a start marker and the line (with altitudes). */
const KML_LINE = [
  [-99.193, 19.419],
  [-99.19, 19.4215],
  [-99.1865, 19.423],
  [-99.184, 19.4205],
];
const KML = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Salida</name><Point><coordinates>-99.1930,19.4190,0</coordinates></Point></Placemark>
  <Placemark><name>Ruta</name><LineString><coordinates>
    ${KML_LINE.map(([lng, lat]) => `${lng},${lat},2250`).join(' ')}
  </coordinates></LineString></Placemark>
</Document></kml>`);
const OTHER = 'Función de cine al aire libre';
/** Today as the browser (Mexico City) sees it, not as this machine's clock zone does: they differ each evening. */
const TODAY = mexicoCityToday();

/** As the kit's date field shows and takes it. */
const SHOWN_TODAY = TODAY.split('-').reverse().join('/');

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
fileApp({ worker: true, clients }, (started) => ({ app, page } = started));
beforeAll(async () => {
  // An event today at 19:00: the one created below, at the same date and time, must be reported beside it.
  await withDb(app, (db) =>
    sql`INSERT INTO activities (nombre, fecha, hora, fecha_final, hora_final, category_id, lugar_id, lat, lng)
        SELECT ${OTHER}, ${TODAY}::date, '19:00', ${TODAY}::date, '21:00', c.id, p.id, 19.42, -99.19
        FROM activity_categories c, places p ORDER BY c.id, p.id LIMIT 1`.execute(db),
  );
});

const modal = (title: string) => page.getByRole('dialog', { name: title });
const item = (name: string) => page.locator('.list-item', { hasText: name });

async function pickFile(field: Locator, name: string, mimeType: string, buffer: Buffer) {
  await field.setInputFiles({ name, mimeType, buffer });
}

describe('activities (Eventos): create with a drawn route, duplicates, calendar, a KML route, send, comments, delete', () => {
  it('shows the validation messages of an empty event', async () => {
    await signIn(app, GESTOR, '/eventos');
    await page.getByRole('link', { name: 'Eventos' }).waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const form = modal('Nuevo evento');
    await form.getByRole('button', { name: 'Guardar' }).click();
    for (const text of ['Escriba un titulo para el evento.', 'Seleccione una categoría.', 'Seleccione un lugar.']) {
      await form.getByText(text).waitFor();
    }
    expect(await form.getByText('Escriba una fecha.').count()).toBe(2);
    expect(await form.getByText('Escriba una hora.').count()).toBe(2);
    await form.getByLabel('Liga externa').fill('www.sin-esquema.mx');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.getByText("La URL debe comenzar con 'http://' o 'https://'").waitFor();
  });

  it('saves an event with both images and a drawn route, then lists the event at the same date and time', async () => {
    const form = modal('Nuevo evento');
    await pickFile(form.getByLabel('Imagen principal', { exact: true }), 'portada.png', 'image/png', PNG_1PX);
    await pickFile(form.getByLabel('Imagen secundaria', { exact: true }), 'mapa.png', 'image/png', PNG_1PX);
    // Each picker's button is named by its field and described by the file chosen (three 'Elegir archivo' before).
    const mainImage = form.getByRole('button', { name: 'Imagen principal: Elegir archivo', exact: true });
    const described = await mainImage.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
    );
    expect(described[0]).toBe('portada.png');
    await form.getByLabel('Título').fill(NAME);
    await form.getByLabel('Descripción').fill('Paseo en bicicleta por la Primera Sección.');
    // Escape closes a date's calendar, not the event being typed.
    await form.getByRole('button', { name: 'Elegir fecha' }).first().click();
    const calendar = form.getByRole('dialog', { name: 'Fecha de inicio' });
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Título').inputValue()).toBe(NAME);
    await form.getByLabel('Categoría').selectOption({ label: 'Deportivo' });
    await form.getByLabel('Lugar').selectOption({ index: 1 });
    await form.getByLabel('Fecha de inicio').fill(SHOWN_TODAY);
    await form.getByLabel('Hora de inicio').fill('19:00');
    await form.getByLabel('Fecha final').fill(SHOWN_TODAY);
    // The time is typed and shown on 24 hours, whatever the browser's locale; '2200' reads as 22:00.
    const end = form.getByLabel('Hora final');
    await end.fill('2200');
    await end.blur();
    expect(await end.inputValue()).toBe('22:00');
    await form.getByLabel('Liga externa').fill('https://chapultepec.example.org/rodada');

    // One line: three clicks, the last point clicked again ends it; then only the edit tool is offered.
    const map = form.getByRole('region', { name: 'Ruta del evento' });
    await form.getByRole('button', { name: 'Dibujar línea' }).click();
    const box = (await map.boundingBox())!;
    const [cx, cy] = [box.width / 2, box.height / 2];
    await clickMap(map, [
      [cx - 120, cy],
      [cx, cy - 60],
      [cx + 120, cy],
    ]);
    await map.dblclick({ position: { x: cx + 120, y: cy } });
    await pause(500);
    await form.getByRole('button', { name: 'Editar geometrías' }).waitFor();
    expect(await form.getByRole('button', { name: 'Dibujar línea' }).count()).toBe(0);

    await form.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Evento guardado exitosamente');
    const duplicates = modal('Eventos en la misma fecha y hora');
    await duplicates.getByText(OTHER).waitFor();
    await duplicates.getByText(`${NAME} (Evento nuevo)`).waitFor();
    expect(await duplicates.locator('.legend-swatch').count()).toBe(2);
    await duplicates.getByRole('button', { name: 'Cerrar' }).first().click();

    const saved = await withDb(app, (db) =>
      db
        .selectFrom('activities')
        .select(['imagen', 'imagen2', 'ruta'])
        .where('nombre', '=', NAME)
        .executeTakeFirstOrThrow(),
    );
    expect(saved.imagen).toMatch(/^\/media\/events\/Rodada_nocturna_\d+\.png$/);
    expect(saved.imagen2).toMatch(/^\/media\/events\/Rodada_nocturna_\d+\.png$/);
    expect((saved.ruta as { geometry: { coordinates: unknown[] } }).geometry.coordinates.length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('finds the event in the list and in the month, week and day views of the calendar', async () => {
    await page.getByLabel('Buscar por evento o lugar').fill('RODADA');
    await item(NAME).click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    await page.getByRole('link', { name: 'Liga externa' }).waitFor();
    await page.getByLabel('Buscar por evento o lugar').fill('');

    await page.getByRole('button', { name: 'Calendario' }).click();
    const calendar = modal('Calendario');
    // Week from Sunday, day names in Spanish.
    expect((await calendar.locator('.rbc-month-header .rbc-header').first().textContent())?.toLowerCase()).toMatch(
      /^dom/,
    );
    const event = calendar.locator('.rbc-event', { hasText: NAME });
    await event.waitFor();
    // Headers in Spanish order, the day before the month: 'viernes 27 nov', '22 – 28 nov', not 'viernes nov 27'.
    const heading = calendar.locator('.rbc-toolbar-label');
    const headings = { Semanal: /^\d{1,2}( [a-z]{3})? – \d{1,2} [a-z]{3}$/, Diario: /^[a-záéíóúñ]+ \d{1,2} [a-z]{3}$/ };
    for (const view of ['Semanal', 'Diario'] as const) {
      await calendar.getByRole('button', { name: view }).click();
      await event.waitFor();
      expect(await heading.textContent()).toMatch(headings[view]);
    }
    await calendar.getByRole('button', { name: 'Siguiente' }).click();
    await event.waitFor({ state: 'detached' });
    await calendar.getByRole('button', { name: 'Hoy' }).click();
    // The day view, not the month: a month cell folds a busy day (the seeded Sunday race) into "+N más".
    await event.click();
    const popup = modal(NAME);
    await popup.getByText('Paseo en bicicleta por la Primera Sección.').waitFor();
    await popup.getByRole('button', { name: 'Cerrar' }).first().click();
    await calendar.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('replaces the drawn route with a KML file when editing', async () => {
    await item(NAME).click();
    await page.getByRole('button', { name: 'Editar' }).click();
    const form = modal('Actualización de evento');
    // The stored 19:00 shown as written, 24 hours, in a field drawn as the title's (not a browser's '07:00 PM').
    const look = (field: Locator) =>
      field.evaluate((el) => {
        const style = getComputedStyle(el);
        return { type: (el as HTMLInputElement).type, height: style.height, border: style.border, font: style.font };
      });
    const start = form.getByLabel('Hora de inicio');
    expect(await start.inputValue()).toBe('19:00');
    expect(await look(start)).toEqual({ ...(await look(form.getByLabel('Título'))), type: 'text' });
    await pickFile(
      form.getByLabel('Ruta (archivo .kml o .kmz)', { exact: true }),
      'ruta-5k.kml',
      'application/vnd.google-earth.kml+xml',
      KML,
    );
    await form.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Evento guardado exitosamente');
    const saved = await withDb(app, (db) =>
      db.selectFrom('activities').select('ruta').where('nombre', '=', NAME).executeTakeFirstOrThrow(),
    );
    const line = (saved.ruta as { geometry: { type: string; coordinates: number[][] } }).geometry;
    expect(line.type).toBe('LineString');
    expect(line.coordinates.map(([lng, lat]) => [lng, lat])).toEqual(KML_LINE);
  });

  it('keeps the KML file and its route when an edit changes only the description, or picks a file and drops it', async () => {
    const stored = () =>
      withDb(app, (db) =>
        db
          .selectFrom('activities')
          .select(['kml', 'ruta', 'descripcion'])
          .where('nombre', '=', NAME)
          .executeTakeFirstOrThrow(),
      );
    const before = await stored();
    expect(before.kml).toMatch(/\.kml$/);
    await item(NAME).click();
    await page.getByRole('button', { name: 'Editar' }).click();
    const form = modal('Actualización de evento');
    await form.getByLabel('Descripción').fill('Salida desde la glorieta, con casco.');
    const routeFile = form.getByLabel('Ruta (archivo .kml o .kmz)', { exact: true });
    await pickFile(routeFile, 'otra.kml', 'application/vnd.google-earth.kml+xml', KML);
    await routeFile.setInputFiles([]);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Evento guardado exitosamente');
    const after = await stored();
    expect(after).toEqual({ ...before, descripcion: 'Salida desde la glorieta, con casco.' });
    const file = await page.request.get(`${app.baseUrl}${after.kml}`);
    expect(file.status()).toBe(200);
  });

  it('sends the event to the visitors inside a drawn area, showing the send until it is done', async () => {
    // The send map opens centred on the spec's point (§9), inside the square drawn around it.
    const visitor = await newVisitor(clients.open(), 'evento.e2e');
    await visitor.reportVisitorPosition(19.412, -99.201);
    await visitor.connect();
    const notified = visitor.next('notification', (p) => p.notification.kind === 'event.sent', 20_000);

    await item(NAME).click();
    await page.getByRole('button', { name: 'Enviar a visitantes' }).click();
    const send = modal('Enviar evento a visitantes');
    await drawSquare(page, send.getByRole('region', { name: 'Área de envío' }), 60);
    await send.getByRole('button', { name: 'Enviar' }).click();
    await acknowledge(page, 'Evento enviado');
    const done = page.getByText(new RegExp(`^«${NAME}» llegó a (\\d+) visitantes$`));
    await done.waitFor({ timeout: 20_000 });
    expect((await notified).notification.body).toBe(NAME);
    const sends = await withDb(app, (db) =>
      db
        .selectFrom('bulk_sends')
        .select(['area', 'total', 'status'])
        .where('kind', '=', 'event')
        .orderBy('id', 'desc')
        .execute(),
    );
    expect(sends[0]).toMatchObject({ status: 'done' });
    expect(sends[0]?.area).not.toBeNull();
    expect(await done.textContent()).toBe(`«${NAME}» llegó a ${sends[0]?.total} visitantes`);
  });

  it('shows a send until it is done when no push can arrive (its state read every few seconds)', async () => {
    // A second tab whose live connection never reaches the server.
    const tab = await page.context().newPage();
    try {
      await tab.routeWebSocket(/\/socket\.io\//, () => {});
      await tab.goto(`${app.baseUrl}/login?next=${encodeURIComponent('/eventos')}`);
      await submitLogin(tab, GESTOR.email, GESTOR.password);
      await tab.locator('.list-item', { hasText: NAME }).click();
      await tab.getByRole('button', { name: 'Enviar a visitantes' }).click();
      const send = tab.getByRole('dialog', { name: 'Enviar evento a visitantes' });
      await send.getByRole('button', { name: 'Enviar' }).click();
      await acknowledge(tab, 'Evento enviado');
      await tab.getByText(new RegExp(`^«${NAME}» llegó a \\d+ visitantes$`)).waitFor({ timeout: 20_000 });
    } finally {
      await tab.close();
    }
  });

  const commentsPath = (url: URL) => url.pathname.startsWith('/api/comments_events/');

  it('says the comments could not be read, with Reintentar, instead of "No hay comentarios"', async () => {
    const retry = await failReads(page, commentsPath);
    await item('Jornada de reforestación').click();
    await page.getByRole('button', { name: 'Ver comentarios' }).click();
    const comments = modal('Comentarios');
    const failure = comments.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
    await failure.waitFor();
    expect(await comments.getByText('No hay comentarios').count()).toBe(0);
    expect(await comments.locator('.tab-badge').count()).toBe(0);
    await retry(failure);
    await comments.locator('.comment-list').waitFor();
    await comments.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('hides a visitor comment of a past event, its button busy until the answer', async () => {
    await item('Jornada de reforestación').click();
    await page.getByRole('button', { name: 'Ver comentarios' }).click();
    const comments = modal('Comentarios');
    const visible = comments.getByRole('tab', { name: /Visibles/ });
    await comments.locator('.comment-list').waitFor(); // the counts are read once the comments have loaded
    const before = Number((await visible.locator('.tab-badge').textContent()) ?? 0);
    await visible.click();
    const row = comments.getByRole('listitem').first();
    const hide = await holdRequests(page, 'PUT', commentsPath);
    try {
      await row.getByRole('button', { name: 'Ocultar' }).click();
      await expect.poll(() => row.getByRole('button', { name: 'Ocultar' }).getAttribute('aria-busy')).toBe('true');
      expect(await row.getByRole('button', { name: 'Ocultar' }).isDisabled()).toBe(true);
      expect(await row.getByRole('button', { name: 'Mostrar' }).isDisabled()).toBe(true);
    } finally {
      await hide.release();
    }
    await comments.getByRole('tab', { name: new RegExp(`Visibles\\s*${before - 1}`) }).waitFor();
    expect(hide.asked()).toBe(1);
    // The hidden comment left the tab; the keyboard user goes on from the comment now in its place, or the tab.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('[role="dialog"]')
          ? `${active.getAttribute('role') ?? active.tagName}:${active.textContent?.trim()}`
          : null;
      });
    await expect.poll(focused).toMatch(before > 1 ? /^BUTTON:Ocultar$/ : /^tab:Visibles/);
    await comments.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('deletes the event after the confirmation, Eliminar busy until the answer', async () => {
    await item(NAME).click();
    await deleteHeld(page, page.getByRole('button', { name: 'Eliminar' }), 'Desea eliminar el evento?', (url) =>
      url.pathname.startsWith('/api/events/'),
    );
    await acknowledge(page, 'Evento eliminado exitosamente');
    await item(NAME).waitFor({ state: 'detached' });
    const left = await withDb(app, (db) =>
      db.selectFrom('activities').select('id').where('nombre', '=', NAME).execute(),
    );
    expect(left).toEqual([]);
  });

  it('says so when the event was deleted meanwhile by another gestor, and drops it from the list', async () => {
    const gone = ['Cambiado y borrado', 'Borrado sin aviso'];
    await withDb(app, (db) =>
      sql`INSERT INTO activities (nombre, fecha, hora, fecha_final, hora_final, category_id, lugar_id, autor_id)
          SELECT n, ${TODAY}::date, '09:00', ${TODAY}::date, '10:00', c.id, p.id, u.id
          FROM unnest(${gone}::text[]) n, (SELECT c.id FROM activity_categories c ORDER BY c.id LIMIT 1) c,
               (SELECT p.id FROM places p ORDER BY p.id LIMIT 1) p, users u WHERE u.email = ${GESTOR.email}`.execute(
        db,
      ),
    );
    await page.goto(`${app.baseUrl}/eventos`);
    const deleteBehind = (name: string) =>
      withDb(app, (db) => sql`DELETE FROM activities WHERE nombre = ${name}`.execute(db));
    const refused = () => page.getByRole('alertdialog').filter({ hasText: 'No se encontró el evento.' });

    await item(gone[0]!).click();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const form = modal('Actualización de evento');
    await deleteBehind(gone[0]!);
    await form.getByLabel('Descripción').fill('Cambio tardío');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await refused().getByRole('button', { name: 'Aceptar' }).click();
    await form.getByRole('button', { name: 'Cerrar' }).first().click();
    await item(gone[0]!).waitFor({ state: 'detached' });

    await item(gone[1]!).click();
    await deleteBehind(gone[1]!);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await acknowledge(page, 'Desea eliminar el evento?');
    await refused().getByRole('button', { name: 'Aceptar' }).click();
    await item(gone[1]!).waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: gone[1] }).count()).toBe(0);
  });

  it("offers Editar and Eliminar of another gestor's event only to an administrator; Enviar to any gestor", async () => {
    const name = 'Evento del administrador';
    await withDb(app, (db) =>
      sql`INSERT INTO activities (nombre, fecha, hora, fecha_final, hora_final, category_id, lugar_id, autor_id)
          SELECT ${name}, ${TODAY}::date, '09:00', ${TODAY}::date, '10:00', c.id, p.id, u.id
          FROM (SELECT c.id FROM activity_categories c ORDER BY c.id LIMIT 1) c,
               (SELECT p.id FROM places p ORDER BY p.id LIMIT 1) p, users u WHERE u.email = ${ADMIN.email}`.execute(db),
    );
    await page.goto(`${app.baseUrl}/eventos`);
    await item(name).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Enviar a visitantes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Eliminar', exact: true }).count()).toBe(0);
  });

  it('says in the calendar that the events could not be read, with Reintentar, instead of an empty month', async () => {
    const retry = await failReads(page, (url) => url.pathname === '/api/events');
    await page.goto(`${app.baseUrl}/eventos`);
    await page.getByRole('button', { name: 'Calendario' }).click();
    const calendar = modal('Calendario');
    const failure = calendar.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reintentar' }) });
    await failure.waitFor();
    await retry(failure);
    await calendar.getByRole('button', { name: 'Diario' }).click();
    await calendar.locator('.rbc-event', { hasText: OTHER }).waitFor();
    await calendar.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('draws an event across midnight at its hours in the day view, not as all day', async () => {
    const night = 'Observación nocturna';
    await withDb(app, (db) =>
      sql`INSERT INTO activities (nombre, fecha, hora, fecha_final, hora_final, category_id, lugar_id)
          SELECT ${night}, ${TODAY}::date, '22:00', ${TODAY}::date + 1, '01:00', c.id, p.id
          FROM activity_categories c, places p ORDER BY c.id, p.id LIMIT 1`.execute(db),
    );
    await page.goto(`${app.baseUrl}/eventos`);
    await page.getByRole('button', { name: 'Calendario' }).click();
    const calendar = modal('Calendario');
    await calendar.getByRole('button', { name: 'Diario' }).click();
    const atItsHours = calendar.locator('.rbc-time-content .rbc-event', { hasText: night });
    await atItsHours.waitFor();
    expect(await calendar.locator('.rbc-allday-cell .rbc-event', { hasText: night }).count()).toBe(0);
    // Its last hour, the next day.
    await calendar.getByRole('button', { name: 'Siguiente' }).click();
    await atItsHours.waitFor();
    await calendar.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('says the places could not be read under their select in the event form, with Reintentar', async () => {
    const retry = await failReads(page, (url) => url.pathname === '/api/places');
    await page.goto(`${app.baseUrl}/eventos`);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const form = modal('Nuevo evento');
    const failure = form.getByRole('alert').filter({ hasText: 'No se pudieron cargar las opciones' });
    await failure.waitFor();
    expect(await form.getByLabel('Lugar').locator('option').count()).toBe(1);
    await retry(failure);
    await expect.poll(() => form.getByLabel('Lugar').locator('option').count()).toBeGreaterThan(1);
  });
});
