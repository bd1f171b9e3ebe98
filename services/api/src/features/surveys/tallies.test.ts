import { tmpdir } from 'node:os';
import { cancelAccount, diskMediaFiles } from '@ppd/db';
import type { SurveyResults } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/app.ts';
import { statementsOf } from '../../../test/statements.ts';
import { surveyResults } from './results.ts';
import { createSurveyCategory, surveyBody } from './testing.ts';

let t: TestApp;
let staff: string;
let surveyId: number;
let otherId: number;

const as = (token: string) => ({ 'x-access-token': token });
const createSurvey = async () => {
  const body = surveyBody(await createSurveyCategory(t.db));
  return (await t.app.inject({ method: 'POST', url: '/api/polls', headers: as(staff), payload: body })).json<{
    id: number;
  }>().id;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  surveyId = await createSurvey();
  otherId = await createSurvey();
});
afterAll(() => t.close());

type Answer = { text: string; way: string; scale: number; rating: number };
const visitor = async (name = 'Visitante', sex: 'H' | 'M' = 'M', age = 30) =>
  (await createUser(t.db, { type: 'visitor', name, sex, age })).id;

/** The visitors' answers to ALL_TYPES' six questions, saved in one statement. */
async function answer(survey: number, answers: [visitorId: number, Answer][]) {
  await t.db
    .insertInto('survey_answers')
    .values(
      answers.map(([visitorId, a]) => ({
        survey_id: survey,
        visitor_id: visitorId,
        respuestas: JSON.stringify([
          { id: 1, answer: a.text },
          { id: 2, answer: a.way },
          { id: 3, answer: a.scale },
          { id: 4, answer: a.rating },
          { id: 5, answer: { type: 'image', filename: `${visitorId}-foto.jpg` } },
          { id: 6, answer: { lat: 19.43, lng: -99.13 } },
        ]),
      })),
    )
    .execute();
}

/**
 * The survey's tallies, and the same figures grouped from its answers as they are: each question's answers by JSON
 * type and, for the counted questions (2–4), by value; each word of the open question's texts; the answers (0); who
 * answered, by sex and age (-1).
 */
async function talliesAndAnswers(survey: number) {
  const { rows: tallied } = await sql`
    SELECT question_id, kind, value, n FROM survey_tallies WHERE survey_id = ${survey}
    UNION ALL SELECT question_id, 'word', word, n FROM survey_word_tallies WHERE survey_id = ${survey}
    UNION ALL SELECT -1, 'visitor', sex || age, n FROM survey_visitor_tallies WHERE survey_id = ${survey} AND n <> 0
    ORDER BY 1, 2, 3`.execute(t.db);
  const { rows: grouped } = await sql`
    SELECT (e->>'id')::int AS question_id, jsonb_typeof(e->'answer') AS kind,
      CASE WHEN (e->>'id')::int IN (2, 3, 4) THEN e->>'answer' ELSE '' END AS value, count(*)::int AS n
    FROM survey_answers a, jsonb_array_elements(a.respuestas) e WHERE a.survey_id = ${survey} GROUP BY 1, 2, 3
    UNION ALL SELECT 1, 'word', w, count(*)::int
    FROM survey_answers a, jsonb_array_elements(a.respuestas) e, regexp_split_to_table(lower(e->>'answer'), '[^[:alnum:]]+') w
    WHERE a.survey_id = ${survey} AND e->>'id' = '1' AND w <> '' GROUP BY 3
    UNION ALL SELECT 0, 'answers', '', count(*)::int FROM survey_answers WHERE survey_id = ${survey} HAVING count(*) > 0
    UNION ALL SELECT -1, 'visitor', u.sex || u.age, count(*)::int
    FROM survey_answers a JOIN users u ON u.id = a.visitor_id WHERE a.survey_id = ${survey} GROUP BY 3
    ORDER BY 1, 2, 3`.execute(t.db);
  return { tallied, grouped };
}

async function expectTalliesExact(survey: number) {
  const { tallied, grouped } = await talliesAndAnswers(survey);
  expect(tallied).toEqual(grouped);
  return tallied.length;
}

const results = async () =>
  (await t.app.inject({ url: `/api/polls/answer/getresults/${surveyId}`, headers: as(staff) })).json<SurveyResults>();
const wordsShown = async () =>
  ((await results()).questions[0] as { wordcloud: { text: string; value: number }[] }).wordcloud;

const PARK: Answer = { text: 'El lago, el lago y los árboles.', way: 'Metro', scale: 4, rating: 5 };

describe('the survey results’ tallies (kept by triggers on survey_answers)', () => {
  it('follow each answer saved, alone or many in one statement, in its own survey only', async () => {
    expect(await expectTalliesExact(surveyId)).toBe(0);
    await answer(surveyId, [[await visitor(), PARK]]);
    expect(await expectTalliesExact(surveyId)).toBeGreaterThan(6);
    const many = await Promise.all([visitor('Ana', 'H', 20), visitor('Eva', 'M', 40), visitor()]);
    await answer(surveyId, [
      [many[0]!, { text: 'Más bancas', way: 'Caminando', scale: 1, rating: 2 }],
      [many[1]!, { text: 'Bancas, bancas', way: 'Metro', scale: 4, rating: 4 }],
      [many[2]!, PARK],
    ]);
    await answer(otherId, [[many[0]!, PARK]]);
    await expectTalliesExact(surveyId);
    await expectTalliesExact(otherId);
    const { questions, visitors } = await results();
    const [, way, scale] = questions;
    expect(visitors).toEqual({ total: 4, gender: { H: 1, M: 3 }, age: { average: 30, max: 40, min: 20 } });
    expect(way).toMatchObject({ answers: 4, result: [1, 0, 3].map((count) => ({ count })) });
    expect(scale).toMatchObject({ average: 3.25 });
    expect(await wordsShown()).toEqual([
      { text: 'lago', value: 4 },
      { text: 'bancas', value: 3 },
      { text: 'árboles', value: 2 },
    ]);
  });

  it('are what the results read: no statement counts the answers, only the newest page of each listed question is read', async () => {
    const statements = await statementsOf(t.db, (db) => surveyResults(db, surveyId));
    const readingAnswers = statements.filter((s) => s.sql.includes('survey_answers'));
    expect(readingAnswers.length).toBeGreaterThan(0);
    for (const s of readingAnswers) expect(s.sql).toMatch(/ limit \$/);
  });

  it('follow an answer changed, a visitor’s sex and age changed, and an anonymisation: a cancelled visitor’s name leaves the word cloud', async () => {
    const zacarias = await visitor('Zacarías');
    await answer(surveyId, [[zacarias, { ...PARK, text: 'Soy Zacarías y cuido el lago' }]]);
    expect(await wordsShown()).toContainEqual({ text: 'zacarías', value: 1 });
    await sql`UPDATE survey_answers SET respuestas = jsonb_set(respuestas, '{1,answer}', '"Bici"')
      WHERE survey_id = ${surveyId}`.execute(t.db);
    await sql`UPDATE users SET age = age + 15, sex = 'H' WHERE name = 'Eva'`.execute(t.db);
    await expectTalliesExact(surveyId);
    const { questions, visitors } = await results();
    expect(questions[1]).toMatchObject({ result: [{ count: 0 }, { count: 0 }, { count: 0 }] });
    expect(visitors).toEqual({ total: 5, gender: { H: 2, M: 3 }, age: { average: 33, max: 55, min: 20 } });

    await cancelAccount(t.db, diskMediaFiles(tmpdir()), zacarias, { id: zacarias, email: null });
    await expectTalliesExact(surveyId);
    const words = await wordsShown();
    expect(words).toContainEqual({ text: 'lago', value: 5 });
    expect(words.map((w) => w.text)).not.toContain('zacarías');
    const { rows } = await sql`SELECT 1 FROM survey_word_tallies WHERE word = 'zacarías'`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('follow deletions: an answer, a visitor’s account, and a whole survey whose tallies go with it', async () => {
    await sql`DELETE FROM survey_answers WHERE id = (SELECT min(id) FROM survey_answers WHERE survey_id = ${surveyId})`.execute(
      t.db,
    );
    await expectTalliesExact(surveyId);
    const { visitor_id } = await t.db
      .selectFrom('survey_answers')
      .select('visitor_id')
      .where('survey_id', '=', otherId)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('users').where('id', '=', visitor_id).execute();
    await expectTalliesExact(surveyId);
    await expectTalliesExact(otherId);
    expect((await results()).questions[0]).toMatchObject({ answers: 3 });

    await t.db.deleteFrom('surveys').where('id', '=', surveyId).execute();
    const { rows } = await sql`SELECT 1 FROM survey_tallies WHERE survey_id = ${surveyId}
      UNION ALL SELECT 1 FROM survey_word_tallies WHERE survey_id = ${surveyId}`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
