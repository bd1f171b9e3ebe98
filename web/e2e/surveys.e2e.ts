import type { AppClient } from '@ppd/client';
import { PNG_1PX } from '@ppd/client/sample-media';
import { clientPool, newVisitor } from '@ppd/client/testing';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type App, fileApp, GESTOR, signIn, waitForPath, withDb } from './harness.ts';
import { lightShareInside } from './look-steps.ts';
import { browserMp4 } from './media-fixtures.ts';
import { deleteHeld, failReads } from './request-steps.ts';
import { acknowledge, addQuestions, countSettlesAt, drawSquare, pause, question } from './survey-steps.ts';

const NAME = 'Uso del Parque Lincoln';
const TYPES = ['Abierta', 'Opción múltiple', 'Escala', 'Calificación', 'Multimedia', 'Geolocalización'];
// The send map opens centred here (spec §9); two visitors stand inside the square drawn there, one outside.
const CENTRE = { lat: 19.412, lng: -99.201 };
const AGE = 97;

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
fileApp({ worker: true, clients }, (started) => ({ app, page } = started));

const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
/** A visitor of age 97 (no seeded visitor is) who reports being at `at`, as the app does. */
const visitor = async (n: number, sex: 'H' | 'M', at: { lat: number; lng: number }) => {
  const v = await newVisitor(clients.open(), `encuesta.e2e.${n}`, { name: `Visitante ${n}`, sex, age: AGE });
  await v.reportVisitorPosition(at.lat, at.lng);
  await v.connect();
  return v;
};

describe('questionnaires: build, send to an area, answer, read the results', () => {
  let surveyId: number;
  let inside: AppClient[];
  let outside: AppClient;

  it('the builder shows every validation message, then saves a survey with the six question types', async () => {
    await signIn(app, GESTOR, '/cuestionarios/nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ingrese el nombre de la encuesta.').waitFor();
    await page.getByText('Seleccione una categoría.').waitFor();
    await page.getByText('Agregue al menos una pregunta.').waitFor();

    // One question too many, removed again: the rest are renumbered.
    await addQuestions(page, ['Abierta', ...TYPES]);
    await page.getByRole('button', { name: 'Eliminar pregunta 1' }).click();
    expect(await page.getByRole('article').count()).toBe(6);
    for (const [i, type] of TYPES.entries())
      await question(page, i + 1)
        .getByText(type, { exact: true })
        .waitFor();

    await page.getByRole('button', { name: 'Guardar' }).click();
    expect(await page.getByText('Ingrese la pregunta.').count()).toBe(6);
    await question(page, 2).getByText('Deben llenarse todas las opciones.').waitFor();
    await question(page, 5).getByText('Deben seleccionar al menos una opción.').waitFor();
    // The new multiple-choice question starts with one empty option; scale 0 to 5; rating with stars.
    expect(
      await question(page, 2)
        .getByLabel(/^Opción \d$/)
        .count(),
    ).toBe(1);
    expect(await question(page, 3).getByLabel('Inicio de la escala').inputValue()).toBe('0');
    expect(await question(page, 3).getByLabel('Fin de la escala').inputValue()).toBe('5');
    expect(await question(page, 4).getByLabel('Ícono').inputValue()).toBe('star');
    await page.screenshot({ path: '/tmp/e2e-surveys-builder.png' });

    await page.getByLabel('Nombre').fill(NAME);
    await page.getByLabel('Categoría').selectOption({ label: 'Satisfacción' });
    await page.getByLabel('Descripción').fill('Cómo usan el parque sus visitantes.');
    const texts = [
      '¿Qué le cambiaría al parque?',
      '¿Viene con niños?',
      '¿Qué tan limpio está?',
      'Califique los juegos',
    ];
    for (const [i, text] of [...texts, 'Foto de los juegos', '¿Dónde se sentó?'].entries()) {
      await question(page, i + 1)
        .getByLabel('Texto de la pregunta')
        .fill(text);
    }
    await question(page, 2).getByRole('textbox', { name: 'Opción 1' }).fill('Sí');
    await question(page, 2).getByRole('button', { name: 'Agregar opción' }).click();
    await question(page, 2).getByRole('textbox', { name: 'Opción 2' }).fill('No');
    await question(page, 3).getByLabel('Inicio de la escala').selectOption('1');
    await question(page, 3).getByLabel('Fin de la escala').selectOption('4');
    await question(page, 3).getByLabel('Etiqueta inicial (opcional)').fill('Sucio');
    await question(page, 3).getByLabel('Etiqueta final (opcional)').fill('Limpio');
    await question(page, 4).getByLabel('Ícono').selectOption({ label: 'Carita' });
    await question(page, 5).getByLabel('Foto').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Encuesta guardada');
    // A successful create clears the form (spec §4).
    expect(await page.getByLabel('Nombre').inputValue()).toBe('');
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('lists it newest first with Editar, and edits it with the edit wording', async () => {
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await waitForPath(page, '/cuestionarios');
    const first = page.locator('tbody tr').first();
    await first.getByText(NAME).waitFor();
    await first.getByText('Satisfacción').waitFor();
    expect(await first.getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d (am|pm)$/).count()).toBe(1);
    surveyId = Number(await first.getAttribute('data-survey-id'));
    expect(await row(NAME).getByRole('link', { name: 'Ver respuestas' }).count()).toBe(0);

    // Oldest first, then back.
    await page.getByRole('button', { name: /Fecha de creación/ }).click();
    await expect.poll(() => page.locator('tbody tr').first().getAttribute('data-survey-id')).not.toBe(String(surveyId));
    await page.getByRole('button', { name: /Fecha de creación/ }).click();
    await expect.poll(() => page.locator('tbody tr').first().getAttribute('data-survey-id')).toBe(String(surveyId));

    await row(NAME).getByRole('link', { name: 'Editar' }).click();
    await waitForPath(page, `/cuestionarios/${surveyId}/editar`);
    const name = page.getByLabel('Nombre');
    await expect.poll(() => name.inputValue()).toBe(NAME);
    expect(await question(page, 3).getByLabel('Fin de la escala').inputValue()).toBe('4');
    await name.fill(' ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ingrese el nombre del cuestionario.').waitFor();
    await name.fill(`${NAME} `);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await acknowledge(page, 'Encuesta guardada');
    await waitForPath(page, '/cuestionarios');
  });

  it('sends it to the visitors inside a drawn polygon, counting them live', async () => {
    inside = [await visitor(1, 'H', CENTRE), await visitor(2, 'M', { lat: 19.4123, lng: -99.2005 })];
    outside = await visitor(3, 'M', { lat: 19.425, lng: -99.18 });

    await row(NAME).getByRole('button', { name: 'Enviar encuesta' }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar encuesta a visitantes' });
    expect(await modal.getByLabel('Sexo').locator('option').allTextContents()).toEqual([
      'Todos',
      'Masculino',
      'Femenino',
    ]);
    expect(await modal.getByLabel('Nivel de estudios').locator('option').count()).toBe(7);
    await modal.getByLabel('Edad mínima').fill(String(AGE));
    await modal.getByLabel('Edad máxima').fill(String(AGE));
    await countSettlesAt(modal, 3);
    // Ages reversed: no number, not the one counted for the ages before.
    const countLine = modal.getByRole('status').filter({ hasText: /destinatarios|Visitantes que la recibirán/ });
    await modal.getByLabel('Edad mínima').fill(String(AGE + 1));
    await expect.poll(() => countLine.textContent()).toBe('Revise los filtros para calcular los destinatarios.');
    await modal.getByLabel('Edad mínima').fill(String(AGE));
    await countSettlesAt(modal, 3);
    expect(await countLine.textContent()).toBe('Visitantes que la recibirán: 3');

    const map = modal.locator('.map-view');
    await map.locator('canvas').first().waitFor();
    await pause(800);
    await drawSquare(page, map, 60);
    await countSettlesAt(modal, 2);
    // One polygon only: drawing is replaced by editing; removing it offers drawing again.
    expect(await modal.getByRole('button', { name: 'Dibujar polígono' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'Editar geometrías' }).waitFor();
    await modal.getByRole('button', { name: 'Borrar geometrías' }).click();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 30 } });
    await modal.getByRole('button', { name: 'Dibujar polígono' }).waitFor();
    await countSettlesAt(modal, 3);
    await drawSquare(page, map, 60);
    await countSettlesAt(modal, 2);
    await page.screenshot({ path: '/tmp/e2e-surveys-send.png' });

    // Listened for from the send on: the filling above takes longer than the wait on a loaded machine.
    const notified = inside.map((v) =>
      v.next('notification', (p) => p.notification.data.surveyId === surveyId, 20_000),
    );
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await acknowledge(page, 'Encuesta enviada');
    await page.getByText(`«${NAME}» llegó a 2 visitantes`).waitFor({ timeout: 20_000 });
    for (const n of await Promise.all(notified)) expect(n.notification.kind).toBe('survey.sent');
    expect((await outside.surveys()).map((s) => s.id)).not.toContain(surveyId);
  });

  it('shows the answers as they arrive, and Descargar gives Cuestionario.xlsx', async () => {
    const answer = async (
      v: AppClient,
      text: string,
      choice: string,
      scale: number,
      faces: number,
      at: typeof CENTRE,
    ) => {
      const photo = await v.uploadSurveyMedia(surveyId, { bytes: PNG_1PX, name: 'juegos.png', type: 'image/png' });
      await v.answerSurvey(surveyId, [
        { id: 1, answer: text },
        { id: 2, answer: choice },
        { id: 3, answer: scale },
        { id: 4, answer: faces },
        { id: 5, answer: photo },
        { id: 6, answer: at },
      ]);
    };
    await answer(inside[0]!, 'Más sombra y bancas', 'Sí', 4, 5, CENTRE);
    // The list follows the answer live: no more Editar, Ver respuestas instead.
    await row(NAME).getByRole('link', { name: 'Ver respuestas' }).waitFor();
    expect(await row(NAME).getByRole('link', { name: 'Editar' }).count()).toBe(0);
    await row(NAME).getByRole('link', { name: 'Ver respuestas' }).click();
    await waitForPath(page, `/cuestionarios/${surveyId}/respuestas`);
    const summary = page.getByRole('region', { name: 'Visitantes que respondieron' });
    const stat = (label: string) =>
      summary
        .locator('.stat')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('.stat-value');
    await expect.poll(() => stat('Visitantes que respondieron').textContent()).toBe('1');

    await answer(inside[1]!, 'Más bancas', 'Sí', 2, 2, { lat: 19.4123, lng: -99.2005 });
    await expect.poll(() => stat('Visitantes que respondieron').textContent()).toBe('2');
    await summary.getByRole('img', { name: /Masculino: 1, Femenino: 1/ }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-surveys-results-top.png' });
    for (const label of ['Edad: Promedio', 'Edad: Máxima', 'Edad: Mínima']) {
      expect(await stat(label).textContent()).toBe(String(AGE));
    }

    const block = (text: string) => page.getByRole('region', { name: text });
    await block('¿Qué le cambiaría al parque?').getByText('Más sombra y bancas').waitFor();
    await block('¿Qué le cambiaría al parque?').locator('text[data-tier="2"]').first().waitFor();
    await block('¿Viene con niños?')
      .getByRole('img', { name: /Sí: 2, No: 0/ })
      .waitFor();
    await block('¿Qué tan limpio está?')
      .getByRole('img', { name: /1 · Sucio: 0, 2: 1, 3: 0, 4 · Limpio: 1/ })
      .waitFor();
    const rating = block('Califique los juegos');
    await rating.getByRole('img', { name: '3.5 de 5', exact: true }).waitFor();
    await rating.getByRole('img', { name: '5 de 5', exact: true }).waitFor();
    await rating.getByRole('img', { name: '2 de 5', exact: true }).waitFor();
    expect(await rating.locator('.rating-icons').first().locator('svg').count()).toBe(5);
    // A filled Carita still shows its eyes and mouth (light over the disc), not a plain disc.
    const faces = rating.getByRole('img', { name: '5 de 5', exact: true }).locator('svg');
    for (const face of [faces.first(), faces.last()]) {
      expect(await lightShareInside(face)).toBeGreaterThan(0.05);
      expect(await lightShareInside(face)).toBeLessThan(0.6);
    }
    const gallery = block('Foto de los juegos');
    expect(await gallery.getByRole('button', { name: /Ver en pantalla completa/ }).count()).toBe(2);
    await gallery.getByText('Página 1 de 1').waitFor();
    expect(await gallery.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await gallery
      .getByRole('button', { name: /Ver en pantalla completa/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: 'Archivo 1 de 2' });
    await viewer.locator('img').waitFor();
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    const places = block('¿Dónde se sentó?');
    await places.locator('.points-map[data-points="2"] canvas').first().waitFor();
    // Its places as a table too, for who cannot see the map: each place once, with how many answers marked it.
    await places.getByRole('button', { name: 'Ver datos' }).click();
    const placeRows = places.getByRole('table').getByRole('row');
    await expect.poll(() => placeRows.allInnerTexts()).toContain('19.4123, -99.2005\t1');
    await page.screenshot({ path: '/tmp/e2e-surveys-results.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cuestionario.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    expect(book.worksheets.length).toBeGreaterThan(2);
    const cells = book.worksheets.flatMap((sheet) => {
      const values: string[] = [];
      sheet.eachRow((r) => r.eachCell((c) => values.push(String(c.value))));
      return values;
    });
    expect(cells).toEqual(expect.arrayContaining(['Más sombra y bancas', 'Más bancas']));

    await page.getByRole('link', { name: 'Regresar' }).click();
    await waitForPath(page, '/cuestionarios');
    await row(NAME).getByRole('cell', { name: '2', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-surveys-list.png' });
  });

  it('shows a video answer in the gallery as a still frame that opens the viewer, whose player has the controls', async () => {
    const mp4 = await browserMp4(page);
    // The survey asks for photos: a video answer is added to its results as the API gives one, its file served here.
    const clip = `/media/surveys/${surveyId}/paseo.mp4`;
    const results = (url: URL) => url.pathname === `/api/polls/answer/getresults/${surveyId}`;
    const video = (url: URL) => url.pathname === clip;
    await page.route(results, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        questions: { question_type: string; answers: number; result: unknown[] }[];
      };
      const media = body.questions.find((q) => q.question_type === 'multimedia')!;
      media.result.push({ type: 'video', filename: 'paseo.mp4', url: clip });
      media.answers += 1;
      await route.fulfill({ response, json: body });
    });
    await page.route(video, (route) => route.fulfill({ body: mp4, contentType: 'video/mp4' }));
    try {
      // Loaded afresh: the results read before are still in the page's cache.
      await page.goto(`${app.baseUrl}/cuestionarios/${surveyId}/respuestas`);
      const gallery = page.getByRole('region', { name: 'Foto de los juegos' });
      const tile = gallery.getByRole('button', { name: 'Ver en pantalla completa: paseo.mp4' });
      const still = tile.locator('video');
      await page.waitForFunction((v) => (v as HTMLVideoElement).readyState >= 1, await still.elementHandle());
      // No player in the tile: its play button would take the click meant to open the viewer.
      expect(await still.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(false);
      await tile.click();
      const player = page.getByRole('dialog', { name: 'Archivo 3 de 3' }).locator('video');
      expect(await player.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
      await page.screenshot({ path: '/tmp/e2e-surveys-video-viewer.png' });
      await page.getByRole('dialog', { name: 'Archivo 3 de 3' }).getByRole('button', { name: 'Cerrar' }).click();
      await page.screenshot({ path: '/tmp/e2e-surveys-video-tile.png' });
    } finally {
      await page.unroute(results);
      await page.unroute(video);
      await page.goto(`${app.baseUrl}/cuestionarios`);
    }
  });

  it('pages a long list of answers from the server: Cargar más under the texts, Siguiente in the gallery, by keyboard', async () => {
    const many = 25;
    const preguntas = [
      { id: 1, value: '¿Qué vio en el paseo?', type: 'open', error: false },
      {
        id: 2,
        value: 'Fotos del paseo',
        type: 'multimedia',
        fileType: 'photo',
        photo: true,
        video: false,
        error: false,
      },
    ];
    // Answer i (0 … 24) saved i minutes after the first: the newest, 24, comes first.
    const id = await withDb(app, async (db) => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO surveys (nombre, preguntas) VALUES ('Paseo de muchas respuestas', ${JSON.stringify(preguntas)})
        RETURNING id`.execute(db);
      const surveyId = rows[0]!.id;
      await sql`
        WITH v AS (
          INSERT INTO users (type, email, password_hash, name, last_name)
          SELECT 'visitor', 'paseo.' || g || '.' || ${surveyId} || '@prueba.mx', 'x', 'Visitante', g::text
          FROM generate_series(0, ${many - 1}) g RETURNING id, last_name::int AS i)
        INSERT INTO survey_answers (survey_id, visitor_id, created_at, respuestas)
        SELECT ${surveyId}, v.id, now() - interval '1 hour' + v.i * interval '1 minute', jsonb_build_array(
          jsonb_build_object('id', 1, 'answer', 'Vi la respuesta ' || v.i),
          jsonb_build_object('id', 2, 'answer', jsonb_build_object('type', 'image', 'filename', v.i || '-paseo.jpg')))
        FROM v`.execute(db);
      return surveyId;
    });
    await page.goto(`${app.baseUrl}/cuestionarios/${id}/respuestas`);
    const texts = page.getByRole('region', { name: '¿Qué vio en el paseo?' });
    const list = texts.getByRole('list', { name: '¿Qué vio en el paseo?' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    expect(await list.getByRole('listitem').first().textContent()).toBe('Vi la respuesta 24');
    await texts.getByText('Mostrando 20 de 25').waitFor();
    const nextTexts = page.waitForRequest((r) => r.url().includes(`/getresults/${id}/questions/1/answers?page=2`));
    await texts.getByRole('button', { name: 'Cargar más' }).focus();
    await page.keyboard.press('Enter');
    await nextTexts;
    await list.getByRole('listitem').nth(24).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(25);
    expect(await list.getByRole('listitem').last().textContent()).toBe('Vi la respuesta 0');
    expect(await texts.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);

    const gallery = page.getByRole('region', { name: 'Fotos del paseo' });
    const tile = (i: number) => gallery.getByRole('button', { name: `Ver en pantalla completa: ${i}-paseo.jpg` });
    await gallery.getByText('Página 1 de 3').waitFor();
    await tile(24).waitFor();
    await gallery.getByRole('button', { name: 'Siguiente' }).focus();
    await page.keyboard.press('Enter');
    await gallery.getByText('Página 2 de 3').waitFor();
    await tile(14).waitFor();
    expect(await tile(24).count()).toBe(0);
    expect(await gallery.getByRole('button', { name: /Ver en pantalla completa/ }).count()).toBe(10);
    await tile(14).click();
    await page.getByRole('dialog', { name: 'Archivo 11 de 25' }).getByRole('button', { name: 'Cerrar' }).click();
    await page.screenshot({ path: '/tmp/e2e-surveys-paged.png', fullPage: true });
    await page.goto(`${app.baseUrl}/cuestionarios`);
  });

  it("filters by category, offers no Editar nor Eliminar on another gestor's survey, and deletes one's own", async () => {
    const mine = 'Movilidad del gestor';
    await withDb(app, (db) =>
      sql`INSERT INTO surveys (nombre, preguntas, id_categoria, autor_id, updated_at)
          SELECT ${mine}, '[]', c.id, u.id, now() FROM survey_categories c, users u
          WHERE c.category_name = 'Movilidad' AND u.email = ${GESTOR.email}`.execute(db),
    );
    await page.reload();
    await page.getByLabel('Categoría').selectOption({ label: 'Movilidad' });
    await expect.poll(() => row(NAME).count()).toBe(0);
    // The administrator's: sent by any gestor, changed only by its author or an administrator.
    const theirs = row('Movilidad en Polanco');
    await theirs.getByRole('button', { name: 'Enviar encuesta' }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    expect(await theirs.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    // Eliminar is busy from Aceptar until the row has left the table: one DELETE.
    const button = row(mine).getByRole('button', { name: 'Eliminar' });
    await deleteHeld(page, button, '¿Desea eliminar la encuesta?', (url) => url.pathname.startsWith('/api/polls/'));
    await acknowledge(page, 'Eliminado exitosamente');
    await row(mine).waitFor({ state: 'detached' });
    await page.getByLabel('Categoría').selectOption({ label: 'Todos' });
    await row(NAME).waitFor();
  });

  it('says when the list or its categories cannot be read, not that there are none; Reintentar reads them', async () => {
    const polls = (url: URL) => url.pathname === '/api/polls' || url.pathname === '/api/polls/categories/listAll';
    const retry = await failReads(page, polls);
    await page.goto(`${app.baseUrl}/cuestionarios`);
    const failure = page.locator('.list-failed');
    await failure.waitFor();
    await page.locator('.options-failed').waitFor();
    expect(await page.getByText('No hay encuestas en esta categoría.').count()).toBe(0);
    await retry(failure);
    await row(NAME).waitFor();
    await page.locator('.options-failed').getByRole('button', { name: 'Reintentar' }).click();
    await page.getByLabel('Categoría').locator('option', { hasText: 'Movilidad' }).waitFor({ state: 'attached' });
  });

  it('offers Regresar from the address of a survey that is gone', async () => {
    await page.goto(`${app.baseUrl}/cuestionarios/999999/editar`);
    await page.locator('.field-error').waitFor();
    await page.getByRole('link', { name: 'Regresar' }).click();
    await waitForPath(page, '/cuestionarios');
    await row(NAME).waitFor();
  });
});
