/**
 * Survey results at scale: BENCH_ANSWERS (100,000) answers to a survey of the six question types, then
 * GET /api/polls/answer/getresults/{id} over HTTP from an API process, in rounds alternating with the raw aggregate
 * of the same answers (one GROUP BY per question and answer value, on the same PostgreSQL), so the ratio survives
 * the machine's load. Also the first page of an open question's texts and of the photos (the paged route), and the
 * reply's size; then what saving an answer costs with the tallies the results read (survey-answer-cost.ts). Targets
 * (issue 39 §4): results ≤ 3× the raw aggregates and < 300 ms.
 */
import { sql } from 'kysely';
import { login, startApi, timed } from './api-process.ts';
import { fmt, median, ownDatabase, printCalibration } from './lib.ts';
import { seedSurveyAnswers } from './seed-survey.ts';
import { answerCost } from './survey-answer-cost.ts';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function seed() {
  const database = await ownDatabase();
  const { surveyId, staff } = await seedSurveyAnswers(database.db, ANSWERS);
  return { database, surveyId, token: await login(database.url, staff) };
}

async function main() {
  printCalibration('survey-results');
  const { database, surveyId, token } = await seed();
  const api = await startApi(database.url);
  try {
    const get = async (path: string) => {
      const res = await fetch(`${api.base}${path}`, { headers: { 'x-access-token': token } });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    };
    const results = `/api/polls/answer/getresults/${surveyId}`;
    const raw = () =>
      sql`SELECT (e->>'id')::int, e->>'answer', count(*) FROM survey_answers a, jsonb_array_elements(a.respuestas) e
          WHERE a.survey_id = ${surveyId} GROUP BY 1, 2`.execute(database.db);
    await get(results);
    await raw();
    const ours: number[] = [];
    const bare: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const run = await timed(() => get(results));
      ours.push(run.seconds * 1000);
      bytes = run.result;
      bare.push((await timed(raw)).seconds * 1000);
    }
    const [product, floor] = [median(ours), median(bare)];
    console.log(
      `results of ${fmt(ANSWERS)} answers over HTTP: median ${fmt(product, 1)} ms of ${ROUNDS} (${fmt(bytes / 1024, 1)} KB);` +
        ` raw GROUP BY ${fmt(floor, 1)} ms: ${fmt(product / floor, 2)}× (targets ≤ 3× and < 300 ms:` +
        ` ${product <= 3 * floor && product < 300 ? 'met' : 'NOT met'})`,
    );
    for (const [what, question] of [
      ['open texts', 1],
      ['photos', 5],
      ['positions', 6],
    ] as const) {
      const first = `${results}/questions/${question}/answers?page=1&pageSize=20`;
      const last = `${results}/questions/${question}/answers?page=${ANSWERS / 20}&pageSize=20`;
      const firstMs = (await timed(() => get(first))).seconds * 1000;
      const lastMs = (await timed(() => get(last))).seconds * 1000;
      console.log(`${what}, 20 a page: first page ${fmt(firstMs, 1)} ms, last page ${fmt(lastMs, 1)} ms`);
    }
    await answerCost(database.db, surveyId, ROUNDS);
  } finally {
    await api.stop();
    await database.drop();
  }
}

await main();
