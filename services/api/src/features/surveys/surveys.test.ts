import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tinyMp4 } from '@ppd/client/sample-media';
import {
  auditEntryFor,
  formatExportDate,
  messages,
  OPEN_ANSWER_MAX,
  type SurveyResults,
  sendMessages,
  surveyMessages,
} from '@ppd/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  loginAs,
  rowCount,
  type TestApp,
  waitForLockWaiter,
} from '../../../test/app.ts';
import { PNG_1X1 } from '../../../test/fixtures.ts';
import { heldUpload, multipart } from '../../../test/multipart.ts';
import { activityFields, activityRequest, createActivityRefs } from '../activities/testing.ts';
import { ALL_TYPES, createSurveyCategory, sendDirectly, surveyBody } from './testing.ts';

let t: TestApp;
let category: number;
let staff: string;
let visitors: { id: number; token: string }[];
let outsider: string;

// Two squares of the send-modal box; visitors 0 and 1 stand in the first, 2 in the second.
const SQUARE = 'POLYGON((-99.21 19.40, -99.20 19.40, -99.20 19.41, -99.21 19.41, -99.21 19.40))';
const BOWTIE = 'POLYGON((-99.21 19.40, -99.20 19.41, -99.20 19.40, -99.21 19.41, -99.21 19.40))';
const points = ['POINT(-99.205 19.405)', 'POINT(-99.201 19.409)', 'POINT(-99.19 19.42)'];

/** The files stored for a survey's answers. */
const filesOf = (surveyId: number) => {
  const folder = path.join(t.mediaDir, 'surveys', String(surveyId));
  return existsSync(folder) ? readdirSync(folder) : [];
};

beforeAll(async () => {
  t = await createTestApp();
  category = await createSurveyCategory(t.db);
  const gestor = await createUser(t.db);
  staff = await loginAs(t.app, gestor.email);
  const people = [
    { sex: 'H', age: 25, nivel_estudios: 'Universidad' },
    { sex: 'M', age: 41, nivel_estudios: 'Primaria' },
    { sex: 'M', age: 30, nivel_estudios: 'Universidad' },
  ] as const;
  visitors = [];
  for (const [i, p] of people.entries()) {
    const v = await createUser(t.db, { type: 'visitor', ...p, last_location: `SRID=4326;${points[i]}` });
    visitors.push({ id: v.id, token: await loginAs(t.app, v.email, 'secreto123', 'visitor') });
  }
  const other = await createUser(t.db, { type: 'visitor', sex: 'H', age: 60 });
  outsider = await loginAs(t.app, other.email, 'secreto123', 'visitor');
});
afterAll(() => t.close());

const as = (token: string) => ({ 'x-access-token': token });
const count = (table: 'surveys' | 'bulk_sends' | 'survey_answers' | 'outbox') => rowCount(t.db, table);
const create = async (preguntas?: unknown[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/polls',
    headers: as(staff),
    payload: surveyBody(category, preguntas),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const PHOTO: { name: string; type: string; data: Buffer } = { name: 'foto.png', type: 'image/png', data: PNG_1X1 };
const upload = (surveyId: number, token: string, file = PHOTO) => {
  const { payload, headers } = withFile(token, file);
  return t.app.inject({ method: 'POST', url: `/api/app/polls/${surveyId}/media`, payload, headers });
};
const withFile = (token: string, file = PHOTO) => {
  const body = multipart(file);
  return { payload: body.payload, headers: { ...body.headers, ...as(token) } };
};
const answers = (photo: string, overrides: Record<number, unknown> = {}) => ({
  respuestas: [
    { id: 1, answer: 'Los árboles y los árboles grandes' },
    { id: 2, answer: 'Metro' },
    { id: 3, answer: 4 },
    { id: 4, answer: 5 },
    { id: 5, answer: { type: 'image', filename: photo } },
    { id: 6, answer: { lat: 19.405, lng: -99.205 } },
  ].map((a) => (a.id in overrides ? { ...a, answer: overrides[a.id] } : a)),
});
const answer = (surveyId: number, token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/app/polls/${surveyId}/answer`, headers: as(token), payload: body });

describe('creating and reading surveys', () => {
  it('stores the six question types numbered by position and lists the survey with 0 answers', async () => {
    const id = await create();
    const one = (await t.app.inject({ url: `/api/polls/${id}`, headers: as(staff) })).json();
    expect(one.preguntas.map((q: { id: number; type: string }) => [q.id, q.type])).toEqual([
      [1, 'open'],
      [2, 'multiple'],
      [3, 'scale'],
      [4, 'rating'],
      [5, 'multimedia'],
      [6, 'geolocation'],
    ]);
    expect(one.preguntas[4]).toMatchObject({ photo: true, video: false, fileType: 'photo' });
    const list = (await t.app.inject({ url: `/apidev/api/polls?id_categoria=${category}`, headers: as(staff) })).json();
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({
      nombre: 'Encuesta del parque',
      number_answers: '0',
      id_categoria: category,
    });
    const cats = (await t.app.inject({ url: '/api/polls/categories/listAll', headers: as(staff) })).json();
    expect(cats).toContainEqual({ id: category, category_name: expect.any(String) });
  });

  it.each([
    ['nombre', { nombre: ' ' }, messages.surveys.nameRequired],
    ['preguntas', { preguntas: [] }, messages.surveys.questionsRequired],
    ['preguntas.0.value', { preguntas: [{ value: '', type: 'open' }] }, messages.surveys.questionTextRequired],
    [
      'preguntas.0.options',
      { preguntas: [{ value: 'x', type: 'multiple', options: ['a', ''] }] },
      messages.surveys.optionsRequired,
    ],
    [
      'preguntas.0.options.2',
      { preguntas: [{ value: 'x', type: 'multiple', options: ['Sí', 'No', ' sí '] }] },
      surveyMessages.optionRepeated,
    ],
    ['preguntas.0.fileType', { preguntas: [{ value: 'x', type: 'multimedia' }] }, messages.surveys.mediaTypeRequired],
    [
      'preguntas.0.range.end',
      { preguntas: [{ value: 'x', type: 'scale', range: { start: 0, end: 11 } }] },
      surveyMessages.scaleEnd,
    ],
    ['id_categoria', { id_categoria: 0 }, messages.surveys.categoryRequired],
    ['id_categoria', { id_categoria: 999999 }, surveyMessages.categoryNotFound],
  ])('refuses a bad %s with its message, writing nothing', async (field, change, message) => {
    const before = await count('surveys');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: as(staff),
      payload: { ...surveyBody(category), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field, message });
    expect(await count('surveys')).toBe(before);
  });

  it('answers 404 for unknown ids and 401/403 to callers who are not staff', async () => {
    for (const url of [
      '/api/polls/999999',
      '/api/polls/answer/getresults/999999',
      '/api/polls/answer/getanswers/999999',
    ]) {
      expect((await t.app.inject({ url, headers: as(staff) })).statusCode).toBe(404);
    }
    const del = await t.app.inject({ method: 'DELETE', url: '/api/polls/999999', headers: as(staff) });
    expect(del.statusCode).toBe(404);
    const before = await count('surveys');
    const byVisitor = await t.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: as(visitors[0]!.token),
      payload: surveyBody(category),
    });
    expect(byVisitor.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/polls' })).statusCode).toBe(401);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/polls/send/1',
      headers: as(visitors[0]!.token),
      payload: {},
    });
    expect(send.statusCode).toBe(403);
    expect(await count('surveys')).toBe(before);
  });
});

describe('sending a survey', () => {
  it.each([
    ['wkt', { wkt: 'POLYGON((nada))' }, sendMessages.wktInvalid],
    ['wkt', { wkt: 'LINESTRING(0 0, 1 1)' }, sendMessages.wktInvalid],
    ['wkt', { wkt: BOWTIE }, sendMessages.wktSelfIntersecting],
    ['max_age', { min_age: 40, max_age: 20 }, sendMessages.agesReversed],
    ['min_age', { min_age: 'diez' }, sendMessages.ageInvalid],
    ['sex', { sex: 'X' }, sendMessages.sexInvalid],
    ['level_studies', { level_studies: 'Kínder' }, sendMessages.levelInvalid],
  ])('refuses a bad %s (%j) naming the field, writing nothing', async (field, filter, message) => {
    const id = await create();
    const [sends, events] = [await count('bulk_sends'), await count('outbox')];
    for (const url of [`/api/polls/send/${id}`, `/api/polls/send/${id}/count`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: as(staff), payload: filter });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
    expect([await count('bulk_sends'), await count('outbox')]).toEqual([sends, events]);
  });

  it('counts the visitors the filter and the area match, and answers 202 with the send at once', async () => {
    const id = await create();
    const countOf = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: `/api/polls/send/${id}/count`, headers: as(staff), payload })).json()
        .total;
    expect(await countOf({ wkt: SQUARE })).toBe(2);
    expect(await countOf({ wkt: SQUARE, sex: 'M', min_age: '40', max_age: 50 })).toBe(1);
    expect(await countOf({ sex: 'Todos', level_studies: 'Universidad', min_age: '', max_age: null })).toBe(2);

    const res = await t.app.inject({
      method: 'POST',
      url: `/apidev/api/polls/send/${id}`,
      headers: as(staff),
      payload: { wkt: SQUARE },
    });
    expect(res.statusCode).toBe(202);
    const { send_id } = res.json();
    const send = await t.db.selectFrom('bulk_sends').selectAll().where('id', '=', send_id).executeTakeFirstOrThrow();
    expect(send).toMatchObject({ kind: 'survey', target_id: id, status: 'pending' });
    const event = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('type', '=', 'survey.sent')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ sendId: send_id, survey: { id } });
    expect(auditEntryFor('survey.sent', event.payload as never)).toMatchObject({
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/polls/send/999999',
      headers: as(staff),
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('sending a survey twice', () => {
  it('makes one send of a double click or two gestors sending the same filter at once, and a new one for another filter', async () => {
    const id = await create();
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/polls/send/${id}`, headers: as(staff), payload });
    const sentEvents = async () =>
      (await t.db.selectFrom('outbox').select('payload').where('type', '=', 'survey.sent').execute()).filter(
        (e) => (e.payload as { survey: { id: number } }).survey.id === id,
      );

    const [first, second] = await Promise.all([send({ wkt: SQUARE }), send({ wkt: SQUARE, sex: 'Todos' })]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json().send_id).toBe(first.json().send_id);
    const sends = () =>
      t.db.selectFrom('bulk_sends').select('id').where('kind', '=', 'survey').where('target_id', '=', id).execute();
    expect(await sends()).toHaveLength(1);
    expect(await sentEvents()).toHaveLength(1);

    const other = await send({ wkt: SQUARE, sex: 'M' });
    expect(other.statusCode).toBe(202);
    expect(other.json().send_id).not.toBe(first.json().send_id);
    expect(await sends()).toHaveLength(2);
    expect(await sentEvents()).toHaveLength(2);
  });
});

describe('answering from the app', () => {
  let surveyId: number;
  let photo: string;

  beforeAll(async () => {
    surveyId = await create();
    await sendDirectly(t.db, surveyId, { sex: null, min_age: null, max_age: null, level_studies: null, wkt: SQUARE });
  });

  it('lists the survey to the visitors it was sent to, and to nobody else', async () => {
    const mine = (await t.app.inject({ url: '/api/app/polls', headers: as(visitors[0]!.token) })).json();
    expect(mine).toContainEqual(expect.objectContaining({ id: surveyId, answered: false }));
    expect(
      (await t.app.inject({ url: `/api/app/polls/${surveyId}`, headers: as(visitors[0]!.token) })).statusCode,
    ).toBe(200);
    const notMine = await t.app.inject({ url: `/api/app/polls/${surveyId}`, headers: as(visitors[2]!.token) });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(await answer(surveyId, outsider, answers('x.png')))).toMatchObject({
      message: surveyMessages.notSentToYou,
    });
  });

  it('stores a photo by its bytes, and refuses answers of the wrong type naming the question', async () => {
    const up = await upload(surveyId, visitors[0]!.token);
    expect(up.statusCode).toBe(201);
    photo = up.json().filename;
    expect(up.json()).toEqual({
      type: 'image',
      filename: expect.stringMatching(new RegExp(`^${visitors[0]!.id}-.+\\.png$`)),
    });
    const video = { name: 'video.mp4', type: 'video/mp4', data: tinyMp4(new Date()) };
    const clip = (await upload(surveyId, visitors[0]!.token, video)).json().filename as string;
    const before = await count('survey_answers');
    for (const [q, bad, message] of [
      [1, 12, surveyMessages.answerInvalid],
      [1, 'Los árboles\u0000', surveyMessages.answerInvalid],
      [2, 'Avión', surveyMessages.optionInvalid],
      [3, 0, surveyMessages.scaleInvalid],
      [4, 4.5, surveyMessages.ratingInvalid],
      [5, { type: 'video', filename: photo }, surveyMessages.mediaWrongType],
      // A video called a photo: the stored file's kind counts, not the one the app names.
      [5, { type: 'image', filename: clip }, surveyMessages.mediaWrongType],
      [
        5,
        { type: 'image', filename: `${visitors[1]!.id}-00000000-0000-0000-0000-000000000000.png` },
        surveyMessages.mediaRequired,
      ],
      [6, { lat: 200, lng: 0 }, surveyMessages.positionInvalid],
    ] as const) {
      const res = await answer(surveyId, visitors[0]!.token, answers(photo, { [q]: bad }));
      expect(res.statusCode, `question ${q}`).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: `respuestas.${q}`, message });
    }
    const partial = await answer(surveyId, visitors[0]!.token, { respuestas: [{ id: 1, answer: 'hola' }] });
    expect(errorOf(partial)).toMatchObject({ field: 'respuestas.2', message: surveyMessages.answersRequired });
    expect(await count('survey_answers')).toBe(before);
  });

  it('takes no photo for a survey that asks for none', async () => {
    const plain = await create(ALL_TYPES.filter((q) => q.type !== 'multimedia'));
    await sendDirectly(t.db, plain);
    const res = await upload(plain, visitors[0]!.token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'file', message: surveyMessages.noMediaQuestion });
    expect(filesOf(plain)).toEqual([]);
  });

  it('says the survey was answered when two answers of one visitor arrive at once', async () => {
    const mine = visitors[1]!;
    const photo1 = (await upload(surveyId, mine.token)).json().filename;
    let sent: Promise<LightMyRequestResponse> | undefined;
    // The other answer's transaction: its row written, not yet committed, when this one checks for it.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('survey_answers')
        .values({ survey_id: surveyId, visitor_id: mine.id, respuestas: '[]' })
        .execute();
      sent = answer(surveyId, mine.token, answers(photo1));
      await waitForLockWaiter(t.db);
    });
    const res = await sent!;
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(surveyMessages.alreadyAnswered);
    await t.db.deleteFrom('survey_answers').where('visitor_id', '=', mine.id).execute();
  });

  it('takes one answer per visitor (a second is 409), then refuses to edit the survey', async () => {
    expect((await answer(surveyId, visitors[0]!.token, answers(photo))).statusCode).toBe(201);
    const again = await answer(surveyId, visitors[0]!.token, answers(photo));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(surveyMessages.alreadyAnswered);
    const photo2 = (await upload(surveyId, visitors[1]!.token)).json().filename;
    const second = answers(photo2, { 1: 'Los árboles', 2: 'Caminando', 3: 2, 4: 2 });
    expect((await answer(surveyId, visitors[1]!.token, second)).statusCode).toBe(201);
    // The photo taken again before answering is gone; the one the answer names stays; no upload after it.
    expect(filesOf(surveyId).filter((f) => f.startsWith(`${visitors[1]!.id}-`))).toEqual([photo2]);
    const late = await upload(surveyId, visitors[1]!.token);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(surveyMessages.alreadyAnswered);
    expect(
      await t.db.selectFrom('survey_answers').select('id').where('survey_id', '=', surveyId).execute(),
    ).toHaveLength(2);
    const pushed = await t.db.selectFrom('outbox').select('payload').where('type', '=', 'survey.answered').execute();
    expect(pushed.at(-1)!.payload).toMatchObject({ survey: { id: surveyId, number_answers: 2 } });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/polls/${surveyId}`,
      headers: as(staff),
      payload: { ...surveyBody(category), nombre: 'Otro' },
    });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe(surveyMessages.answered);
    const stored = await t.db
      .selectFrom('surveys')
      .select('nombre')
      .where('id', '=', surveyId)
      .executeTakeFirstOrThrow();
    expect(stored.nombre).toBe('Encuesta del parque');
  });

  it('computes the results by question type, lists the answers and exports Cuestionario.xlsx', async () => {
    const res = await t.app.inject({ url: `/api/polls/answer/getresults/${surveyId}`, headers: as(staff) });
    const r = res.json<SurveyResults>();
    expect(r.visitors).toEqual({ total: 2, gender: { H: 1, M: 1 }, age: { average: 33, max: 41, min: 25 } });
    const [open, multiple, scale, rating, media, geo] = r.questions;
    expect(open).toMatchObject({
      question_type: 'open',
      answers: 2,
      wordcloud: [
        { text: 'árboles', value: 3 },
        { text: 'grandes', value: 1 },
      ],
    });
    expect(multiple).toMatchObject({
      result: [
        { value: 'Caminando', count: 1 },
        { value: 'Bicicleta', count: 0 },
        { value: 'Metro', count: 1 },
      ],
    });
    expect(scale).toMatchObject({
      average: 3,
      result: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 2 || value === 4 ? 1 : 0 })),
    });
    expect(rating).toMatchObject({ icon: 'heart', average: 3.5, max: 5, min: 2 });
    expect(media).toMatchObject({
      result: [{ type: 'image', url: expect.stringMatching(`^/media/surveys/${surveyId}/`) }, expect.anything()],
    });
    expect(geo).toMatchObject({
      result: [
        { lat: 19.405, lng: -99.205 },
        { lat: 19.405, lng: -99.205 },
      ],
    });
    const file = await t.app.inject({
      url: (media as { result: { url: string }[] }).result[0]!.url,
      headers: as(staff),
    });
    expect(file.statusCode).toBe(200);
    expect((await t.app.inject({ url: (media as { result: { url: string }[] }).result[0]!.url })).statusCode).toBe(404);

    const list = (await t.app.inject({ url: `/api/polls/answer/getanswers/${surveyId}`, headers: as(staff) })).json();
    expect(list[0]).toMatchObject({ visitor_id: visitors[0]!.id, sex: 'H', age: 25, nivel_estudios: 'Universidad' });
    expect(list[0].respuestas[5]).toEqual({ id: 6, answer: { lat: 19.405, lng: -99.205 } });

    const xlsx = await t.app.inject({ url: `/api/polls/answer/export/${surveyId}`, headers: as(staff) });
    expect(xlsx.headers['content-disposition']).toContain('Cuestionario.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Resultados', 'Respuestas']);
    expect(book.getWorksheet('Respuestas')!.getRow(2).getCell(6).value).toBe('Los árboles y los árboles grandes');
    const first = await t.db
      .selectFrom('survey_answers')
      .select('created_at')
      .where('survey_id', '=', surveyId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    // Mexico City's clock, DD/MM/YYYY hh:mm A, as every export's dates.
    expect(book.getWorksheet('Respuestas')!.getRow(2).getCell(5).value).toBe(formatExportDate(first.created_at));
  });

  it('audits the Cuestionario.xlsx download under Encuestas, with the survey name; a missing survey records none', async () => {
    const downloads = () =>
      t.db
        .selectFrom('outbox')
        .select('payload')
        .where('type', '=', 'download.recorded')
        .where(sql`payload->>'module'`, '=', 'Encuestas')
        .orderBy('created_at')
        .execute();
    const before = (await downloads()).length;
    const xlsx = await t.app.inject({ url: `/api/polls/answer/export/${surveyId}`, headers: as(staff) });
    expect(xlsx.statusCode).toBe(200);
    const after = await downloads();
    expect(after).toHaveLength(before + 1);
    const payload = after.at(-1)!.payload as never;
    // An export of personal data (each answer with its visitor's sex, age and studies), with its row count.
    const personalRows = await t.db
      .selectFrom('survey_answers')
      .where('survey_id', '=', surveyId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(personalRows.n)).toBeGreaterThan(0);
    const file = { module: 'Encuestas', file: 'Cuestionario.xlsx', detail: 'Encuesta del parque' };
    expect(payload).toEqual({ ...file, personalRows: Number(personalRows.n) });
    expect(auditEntryFor('download.recorded', payload)).toEqual({
      module: 'Encuestas',
      action: 'Descarga',
      observation: `Cuestionario.xlsx: Encuesta del parque. Exportación con datos personales: ${personalRows.n} filas`,
    });
    const missing = await t.app.inject({ url: '/api/polls/answer/export/999999', headers: as(staff) });
    expect(missing.statusCode).toBe(404);
    expect(await downloads()).toHaveLength(before + 1);
  });

  it('deletes the survey with its sends, answers and their files, audited', async () => {
    expect(filesOf(surveyId).length).toBeGreaterThan(0);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/polls/${surveyId}`, headers: as(staff) });
    expect(del.statusCode).toBe(200);
    expect(filesOf(surveyId)).toEqual([]);
    expect(
      await t.db
        .selectFrom('bulk_sends')
        .select('id')
        .where('target_id', '=', surveyId)
        .where('kind', '=', 'survey')
        .execute(),
    ).toEqual([]);
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'survey.deleted')
      .executeTakeFirstOrThrow();
    expect(auditEntryFor('survey.deleted', event.payload as never)).toMatchObject({
      action: 'Eliminación de una encuesta',
    });
  });
});

describe('a survey linked to an event', () => {
  it('opens, lists and takes answers from the visitors the event was sent to, and from nobody else', async () => {
    const surveyId = await create(ALL_TYPES.filter((q) => q.type !== 'multimedia'));
    const refs = await createActivityRefs(t.db);
    const created = await t.app.inject(
      activityRequest('POST', '/api/events', staff, activityFields(refs, { poll_id: String(surveyId) })),
    );
    expect(created.statusCode).toBe(201);
    const eventId = created.json<{ id: number }>().id;
    await sendDirectly(
      t.db,
      eventId,
      { sex: null, min_age: null, max_age: null, level_studies: null, wkt: SQUARE },
      'event',
    );

    const [reached, missed] = [visitors[0]!.token, visitors[2]!.token];
    const event = await t.app.inject({ url: `/api/app/events/${eventId}`, headers: as(reached) });
    expect(event.json()).toMatchObject({ id: eventId, poll_id: surveyId });
    const opened = await t.app.inject({ url: `/api/app/polls/${event.json().poll_id}`, headers: as(reached) });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: surveyId, nombre: 'Encuesta del parque' });
    const mine = (await t.app.inject({ url: '/api/app/polls', headers: as(reached) })).json();
    expect(mine).toContainEqual(expect.objectContaining({ id: surveyId, answered: false }));
    const body = {
      respuestas: [
        { id: 1, answer: 'Los árboles' },
        { id: 2, answer: 'Metro' },
        { id: 3, answer: 4 },
        { id: 4, answer: 5 },
        { id: 5, answer: { lat: 19.405, lng: -99.205 } },
      ],
    };
    expect((await answer(surveyId, reached, body)).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/app/polls', headers: as(reached) })).json()).toContainEqual(
      expect.objectContaining({ id: surveyId, answered: true }),
    );

    // A visitor outside the event's send: neither listed, nor opened, nor answered.
    const notMine = (await t.app.inject({ url: '/api/app/polls', headers: as(missed) })).json();
    expect(notMine).not.toContainEqual(expect.objectContaining({ id: surveyId }));
    expect((await t.app.inject({ url: `/api/app/polls/${surveyId}`, headers: as(missed) })).statusCode).toBe(404);
    const refused = await answer(surveyId, missed, body);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(surveyMessages.notSentToYou);
  });
});

describe('photos uploaded before the answer', () => {
  const sentSurvey = async () => {
    const id = await create();
    await sendDirectly(t.db, id);
    return id;
  };
  const incoming = () => {
    const folder = path.join(t.mediaDir, '.incoming');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  /** An upload the server has checked and is receiving; its file arrives when `finish()` is called. */
  async function uploadAwaitingItsFile(surveyId: number, token: string) {
    const held = heldUpload(PHOTO);
    const sent = t.app.inject({
      method: 'POST',
      url: `/api/app/polls/${surveyId}/media`,
      payload: held.payload,
      headers: { ...held.headers, ...as(token) },
    });
    await expect.poll(incoming).not.toEqual([]);
    return () => {
      held.finish();
      return sent;
    };
  }

  it('refuses a photo whose file arrives after the answer was saved, keeping no file', async () => {
    const mine = visitors[2]!;
    const surveyId = await sentSurvey();
    const photo = (await upload(surveyId, mine.token)).json().filename;
    const finish = await uploadAwaitingItsFile(surveyId, mine.token);
    expect((await answer(surveyId, mine.token, answers(photo))).statusCode).toBe(201);
    const late = await finish();
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(surveyMessages.alreadyAnswered);
    expect(filesOf(surveyId)).toEqual([photo]);
    expect(incoming()).toEqual([]);
  });

  it('refuses a photo whose file arrives after the survey was deleted, keeping no file', async () => {
    const surveyId = await sentSurvey();
    const finish = await uploadAwaitingItsFile(surveyId, visitors[2]!.token);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/polls/${surveyId}`, headers: as(staff) });
    expect(del.statusCode).toBe(200);
    const late = await finish();
    expect(late.statusCode).toBe(404);
    expect(filesOf(surveyId)).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('takes three photos per photo or video question before the answer, then refuses more on file', async () => {
    const surveyId = await sentSurvey();
    for (let i = 0; i < 3; i++) expect((await upload(surveyId, visitors[2]!.token)).statusCode).toBe(201);
    const extra = await upload(surveyId, visitors[2]!.token);
    expect(extra.statusCode).toBe(400);
    expect(errorOf(extra)).toMatchObject({ field: 'file', message: surveyMessages.tooManyUploads });
    expect(filesOf(surveyId)).toHaveLength(3);
    // Another visitor's uploads count apart.
    expect((await upload(surveyId, visitors[0]!.token)).statusCode).toBe(201);
  });
});

describe('an answer that does not fit the questionnaire', () => {
  it('tells the visitor an open answer is blank or too long, rather than of the wrong type, writing nothing', async () => {
    const id = await create([{ value: '¿Qué le cambiaría al parque?', type: 'open' }]);
    await sendDirectly(t.db, id);
    const before = await count('survey_answers');
    for (const [text, message] of [
      ['   ', surveyMessages.answersRequired],
      ['a'.repeat(OPEN_ANSWER_MAX + 1), messages.validation.tooLong(OPEN_ANSWER_MAX)],
    ] as const) {
      const res = await answer(id, visitors[0]!.token, { respuestas: [{ id: 1, answer: text }] });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'respuestas.1', message });
    }
    expect(await count('survey_answers')).toBe(before);
    const longest = await answer(id, visitors[0]!.token, {
      respuestas: [{ id: 1, answer: 'a'.repeat(OPEN_ANSWER_MAX) }],
    });
    expect(longest.statusCode).toBe(201);
  });
  it('says which question an item without its answer leaves unanswered', async () => {
    const id = await create([{ value: '¿Qué le cambiaría al parque?', type: 'open' }]);
    await sendDirectly(t.db, id);
    const res = await answer(id, visitors[0]!.token, { respuestas: [{ id: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'respuestas.1', message: surveyMessages.answersRequired });
  });
});

describe('results that add up', () => {
  it('counts a choice once when the gestor wrote the same option twice: the counts add up to the answers', async () => {
    const id = await create([{ value: '¿Viene con niños?', type: 'multiple', options: ['Sí', 'No'] }]);
    // A survey stored before repeated options were refused.
    const repeated = [{ id: 1, value: '¿Viene con niños?', type: 'multiple', options: ['Sí', 'No', 'Sí'] }];
    await t.db
      .updateTable('surveys')
      .set({ preguntas: JSON.stringify(repeated) })
      .where('id', '=', id)
      .execute();
    await sendDirectly(t.db, id);
    for (const [i, choice] of ['Sí', 'No'].entries()) {
      const res = await answer(id, visitors[i]!.token, { respuestas: [{ id: 1, answer: choice }] });
      expect(res.statusCode).toBe(201);
    }
    const results = (await t.app.inject({ url: `/api/polls/answer/getresults/${id}`, headers: as(staff) })).json();
    expect(results.questions[0]).toMatchObject({
      answers: 2,
      result: [
        { value: 'Sí', count: 1 },
        { value: 'No', count: 1 },
      ],
    });
  });
});

describe('Cuestionario.xlsx', () => {
  it('names question types and sexes in Spanish, as the results screen does, and keeps answers as text', async () => {
    const id = await create([
      { value: '¿Qué le cambiaría?', type: 'open' },
      { value: '¿Viene con niños?', type: 'multiple', options: ['Sí', 'No'] },
    ]);
    await sendDirectly(t.db, id);
    const body = {
      respuestas: [
        { id: 1, answer: '=HYPERLINK("http://x.mx","ver")' },
        { id: 2, answer: 'Sí' },
      ],
    };
    expect((await answer(id, visitors[0]!.token, body)).statusCode).toBe(201);

    const xlsx = await t.app.inject({ url: `/api/polls/answer/export/${id}`, headers: as(staff) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const types = book.getWorksheet('Resultados')!.getColumn(3).values.slice(2);
    expect(new Set(types)).toEqual(new Set(['Abierta', 'Opción múltiple']));
    const row = book.getWorksheet('Respuestas')!.getRow(2);
    expect(row.getCell(2).value).toBe('Masculino');
    // A formula typed by a visitor is a text cell: the spreadsheet shows it and never runs it.
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(6).value).toBe(body.respuestas[0]!.answer);
  });
});

describe('a survey with two photo questions', () => {
  it('takes one photo per question: a file already answering another question is refused, writing nothing', async () => {
    const id = await create([
      { value: 'Una foto de la entrada', type: 'multimedia', fileType: 'photo' },
      { value: 'Una foto de los juegos', type: 'multimedia', fileType: 'photo' },
    ]);
    await sendDirectly(t.db, id);
    const mine = visitors[0]!.token;
    const [entrance, games] = [(await upload(id, mine)).json(), (await upload(id, mine)).json()];
    const before = await count('survey_answers');
    const reused = await answer(id, mine, {
      respuestas: [
        { id: 1, answer: entrance },
        { id: 2, answer: entrance },
      ],
    });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toMatchObject({ field: 'respuestas.2', message: surveyMessages.mediaReused });
    expect(await count('survey_answers')).toBe(before);
    const both = await answer(id, mine, {
      respuestas: [
        { id: 1, answer: entrance },
        { id: 2, answer: games },
      ],
    });
    expect(both.statusCode).toBe(201);
    expect(filesOf(id).sort()).toEqual([entrance.filename, games.filename].sort());
  });
});
