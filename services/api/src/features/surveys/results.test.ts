import { insertSyntheticVisitors } from '@ppd/db/testing';
import { type AnswerPage, LISTED_PAGE_SIZES, type SurveyResults, surveyMessages } from '@ppd/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { createSurveyCategory, surveyBody } from './testing.ts';

let t: TestApp;
let staff: string;
let surveyId: number;
const ANSWERS = 25;

// Answer i (0 … 24) was saved i minutes after the first: the newest is 24. The even ones give the same text.
const text = (i: number) => (i % 2 === 0 ? 'Árboles, la sombra.' : `árboles y BANCAS ${i}`);
const photo = (i: number) => `${i}-foto.jpg`;
const newestFirst = Array.from({ length: ANSWERS }, (_, k) => ANSWERS - 1 - k);

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  const preguntas = [
    { value: '¿Qué le gusta?', type: 'open' },
    { value: 'Seguridad', type: 'rating', icon: 'star' },
    { value: 'Una foto', type: 'multimedia', fileType: 'photo' },
    { value: '¿Dónde?', type: 'geolocation' },
  ];
  const body = surveyBody(await createSurveyCategory(t.db), preguntas);
  const res = await t.app.inject({ method: 'POST', url: '/api/polls', headers: as(staff), payload: body });
  surveyId = res.json<{ id: number }>().id;
  await insertSyntheticVisitors(t.db, ANSWERS, 'results');
  await sql`
    INSERT INTO survey_answers (survey_id, visitor_id, created_at, respuestas)
    SELECT ${surveyId}, v.id, now() - interval '1 hour' + i * interval '1 minute', jsonb_build_array(
      jsonb_build_object('id', 1, 'answer', (${sql.val(Array.from({ length: ANSWERS }, (_, i) => text(i)))}::text[])[i + 1]),
      jsonb_build_object('id', 2, 'answer', 1 + i % 3),
      jsonb_build_object('id', 3, 'answer', jsonb_build_object('type', 'image', 'filename', i || '-foto.jpg')),
      jsonb_build_object('id', 4, 'answer', jsonb_build_object('lat', 19.4 + i / 1000.0, 'lng', -99.2)))
    FROM (SELECT id, row_number() OVER (ORDER BY id)::int - 1 AS i FROM users WHERE email LIKE 'results.%') v`.execute(
    t.db,
  );
});
afterAll(() => t.close());

const as = (token: string) => ({ 'x-access-token': token });
const get = (url: string) => t.app.inject({ url, headers: as(staff) });
const results = async () => (await get(`/api/polls/answer/getresults/${surveyId}`)).json<SurveyResults>();
const page = (question: number, query: string) =>
  get(`/api/polls/answer/getresults/${surveyId}/questions/${question}/answers?${query}`);

describe('survey results at scale', () => {
  it('counts, averages and word counts every answer, and carries only the newest page of texts, photos and places', async () => {
    const [open, rating, media, geo] = (await results()).questions;
    expect(open).toMatchObject({ answers: ANSWERS, result: newestFirst.slice(0, LISTED_PAGE_SIZES.open).map(text) });
    // Words of three letters or more, lower-cased, split at punctuation, without stop words (los, más…); a text
    // given 13 times counts its words 13 times.
    expect(open).toMatchObject({
      wordcloud: [
        { text: 'árboles', value: 25 },
        { text: 'sombra', value: 13 },
        { text: 'bancas', value: 12 },
      ],
    });
    // Ratings 1, 2, 3, 1, 2, 3…: nine 1s, eight 2s, eight 3s.
    expect(rating).toMatchObject({
      answers: ANSWERS,
      average: 1.96,
      max: 3,
      min: 1,
      result: [9, 8, 8, 0, 0].map((count, i) => ({ value: i + 1, count })),
    });
    expect(media).toMatchObject({ answers: ANSWERS });
    expect((media as { result: { filename: string }[] }).result.map((m) => m.filename)).toEqual(
      newestFirst.slice(0, LISTED_PAGE_SIZES.multimedia).map(photo),
    );
    expect(geo).toMatchObject({ answers: ANSWERS });
    expect((geo as { result: unknown[] }).result).toHaveLength(ANSWERS);
  });

  it('pages a question’s answers from the server, newest first, the first page being the one the results carry', async () => {
    const [open] = (await results()).questions;
    const second = await page(1, 'page=2&pageSize=20');
    expect(second.statusCode).toBe(200);
    expect(second.json<AnswerPage>()).toEqual({
      question_type: 'open',
      total: ANSWERS,
      page: 2,
      pageSize: 20,
      items: newestFirst.slice(20).map(text),
    });
    expect([...(open!.result as string[]), ...second.json<AnswerPage>().items]).toEqual(newestFirst.map(text));

    const photos = (await page(3, 'page=3&pageSize=10')).json<AnswerPage>();
    expect(photos).toMatchObject({ question_type: 'multimedia', total: ANSWERS, page: 3 });
    expect(photos.items).toEqual(
      newestFirst.slice(20).map((i) => ({
        type: 'image',
        filename: photo(i),
        url: `/media/surveys/${surveyId}/${photo(i)}`,
      })),
    );
    const places = (await page(4, 'pageSize=2')).json<AnswerPage>();
    expect(places).toEqual({
      question_type: 'geolocation',
      total: ANSWERS,
      page: 1,
      pageSize: 2,
      items: [
        { lat: 19.424, lng: -99.2 },
        { lat: 19.423, lng: -99.2 },
      ],
    });
    expect((await page(1, 'page=9')).json<AnswerPage>().items).toEqual([]);
  });

  it('lists no answers of a counted question nor of one the survey does not have, and refuses a page too large', async () => {
    for (const question of [2, 99]) {
      const res = await page(question, 'page=1');
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(surveyMessages.noListedAnswers);
    }
    expect((await page(1, 'pageSize=1001')).statusCode).toBe(400);
    expect((await get(`/api/polls/answer/getresults/999999/questions/1/answers`)).statusCode).toBe(404);
  });

  it('writes every answer into Cuestionario.xlsx, read a page at a time, and counts every photo in Resultados', async () => {
    const xlsx = await get(`/api/polls/answer/export/${surveyId}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const answers = book.getWorksheet('Respuestas')!;
    expect(answers.rowCount).toBe(1 + ANSWERS);
    // In the order they were saved.
    expect(answers.getRow(2).getCell(6).value).toBe(text(0));
    expect(answers.getRow(1 + ANSWERS).getCell(8).value).toBe(photo(ANSWERS - 1));
    const counted = book
      .getWorksheet('Resultados')!
      .getSheetValues()
      .filter((row) => Array.isArray(row));
    const photoRow = counted.find((row) => (row as unknown[])[3] === 'Multimedia') as unknown[];
    expect(photoRow[6]).toBe(ANSWERS);
  });
});
