/**
 * Survey bulk send at scale. BENCH_VISITORS (1,000,000) visitors spread over the send-modal box; a send to those
 * inside a polygon holding about 40 % of them, women of 20 to 60 with any study level. Measured in one run:
 * - the acknowledgement of POST /api/polls/send/{id} over HTTP (target < 300 ms);
 * - the audience materialisation (`materialiseAudience`, one INSERT … SELECT) beside the raw PostGIS SELECT of the
 *   same visitors (target ≤ 1.5×);
 * - the time from the POST until every inbox row is written (target < 60 s), and the delivery rate beside a no-op
 *   BullMQ worker taking as many chunk jobs on the same Redis.
 * The results of a survey with 100,000 answers are survey-results.ts'.
 * API and worker run as their own processes, as in production.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@ppd/api';
import { loadConfig, loginAs } from '@ppd/api/testing';
import { hashPassword, materialiseAudience } from '@ppd/db';
import { insertSyntheticVisitors } from '@ppd/db/testing';
import type { SendFilter } from '@ppd/domain';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { benchStores, fmt, spawnApi, spawnService, stopService, until } from './lib.ts';

/** One signing secret for the API built here and the API process: tokens of one are good for the other. */
const SECRET = randomBytes(32).toString('hex');
const VISITORS = Number(process.env.BENCH_VISITORS ?? 1_000_000);
const WORKER_CONCURRENCY = process.env.WORKER_CONCURRENCY ?? '4';
// West 40 % of the send-modal box (-99.229 … -99.174).
const AREA = 'POLYGON((-99.229 19.395, -99.207 19.395, -99.207 19.432, -99.229 19.432, -99.229 19.395))';
const FILTER: SendFilter = { sex: 'M', min_age: 20, max_age: 60, level_studies: null, wkt: AREA };
const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;

const { database, redis, db } = await benchStores('survey-send');
const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const result = await run();
  return [result, performance.now() - t0];
};

async function setUp() {
  const [, ms] = await timed(() => insertSyntheticVisitors(db, VISITORS, 'bench'));
  await sql`ANALYZE users`.execute(db);
  console.log(`survey send: ${fmt(VISITORS)} visitors written in ${seconds(ms)}`);
  const gestor = await db
    .insertInto('users')
    .values({
      type: 'monitor',
      email: 'bench@example.org',
      password_hash: await hashPassword('bench123'),
      name: 'B',
      last_name: '',
    })
    .returning('email')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('survey_categories')
    .values({ category_name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const preguntas = [
    { id: 1, value: '¿Qué le gusta?', type: 'open', error: false },
    {
      id: 2,
      value: '¿Cómo llegó?',
      type: 'multiple',
      options: ['A pie', 'Bici', 'Metro'],
      error: false,
      optionError: false,
    },
    {
      id: 3,
      value: '¿Qué tan limpio?',
      type: 'scale',
      range: { start: 0, end: 5 },
      labels: { start: '', end: '' },
      error: false,
    },
    { id: 4, value: 'Seguridad', type: 'rating', icon: 'star', error: false },
    { id: 5, value: '¿Dónde?', type: 'geolocation', error: false },
  ];
  const survey = await db
    .insertInto('surveys')
    .values({
      nombre: 'Bench',
      id_categoria: category.id,
      autor_id: null,
      preguntas: JSON.stringify(preguntas),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const app = await buildApp(
    loadConfig({ ...process.env, DATABASE_URL: database.url, JWT_SECRET: SECRET, LOG_LEVEL: 'error' }),
  );
  const token = await loginAs(app, gestor.email, 'bench123').finally(() => app.close());
  return { surveyId: survey.id, token };
}

/** `materialiseAudience` on a send of its own, beside the raw SELECT of the same visitors (each best of two). */
async function materialisation(surveyId: number) {
  const raw = async () =>
    (
      await sql<{ id: number }>`SELECT id FROM users WHERE type = 'visitor' AND NOT inactive AND sex = 'M'
        AND age BETWEEN 20 AND 60 AND ST_Intersects(last_location, ST_GeomFromText(${AREA}, 4326))`.execute(db)
    ).rows.length;
  const ours = async () => {
    const send = await db
      .insertInto('bulk_sends')
      .values({
        kind: 'survey',
        target_id: surveyId,
        filter: JSON.stringify(FILTER),
        area: sql<string>`ST_GeomFromText(${AREA}, 4326)`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [m, ms] = await timed(() => materialiseAudience(db, send.id, FILTER));
    await db.deleteFrom('bulk_sends').where('id', '=', send.id).execute();
    return [m!.total, ms] as const;
  };
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users
    WHERE type = 'visitor' AND ST_Intersects(last_location, ST_GeomFromText(${AREA}, 4326))`.execute(db);
  console.log(`the polygon holds ${fmt((100 * rows[0]!.n) / VISITORS, 1)} % of the visitors`);
  const rawRuns = [await timed(raw), await timed(raw)];
  const ourRuns = [await ours(), await ours()];
  const rawMs = Math.min(...rawRuns.map((r) => r[1]));
  const ourMs = Math.min(...ourRuns.map((r) => r[1]));
  console.log(
    `audience of ${fmt(rawRuns[0]![0])} visitors (${fmt((100 * rawRuns[0]![0]) / VISITORS, 1)} %): materialised in ${fmt(ourMs)} ms, raw PostGIS SELECT ${fmt(rawMs)} ms: ${fmt(ourMs / rawMs, 2)}×`,
  );
}

/** The send over HTTP through the API and worker processes: acknowledgement, then every inbox row. */
async function sendThroughTheProduct(surveyId: number, token: string) {
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JWT_SECRET: SECRET,
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  };
  const worker = spawnService('services/worker/src/main.ts', { ...env, WORKER_CONCURRENCY });
  const { api, url: base } = await spawnApi(env, undefined, 60_000);
  await sql`SELECT pg_sleep(1)`.execute(db); // the worker's start-up is not the send's
  try {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/polls/send/${surveyId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify(FILTER),
    });
    const ack = performance.now() - t0;
    const { send_id } = (await res.json()) as { send_id: number };
    let running = 0;
    await until(
      async () => {
        const s = await db
          .selectFrom('bulk_sends')
          .select(['status', 'sent', 'total'])
          .where('id', '=', send_id)
          .executeTakeFirstOrThrow();
        if (!running && s.status !== 'pending') running = performance.now();
        return s.status === 'done';
      },
      'every inbox row',
      600_000,
    );
    const done = performance.now();
    const total = (
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    console.log(`POST /api/polls/send acknowledged in ${fmt(ack, 1)} ms (${res.status})`);
    console.log(
      `every inbox row written ${seconds(done - t0)} after the POST (${fmt(Number(total))} rows; audience ready after ${seconds(running - t0)})`,
    );
    return { recipients: Number(total), deliveryMs: done - running };
  } finally {
    await stopService(worker);
    await stopService(api);
  }
}

/** As many jobs as the send had chunks, through a BullMQ worker that does nothing, on the same Redis. */
async function noopBaseline(chunks: number) {
  const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue('noop', { connection });
  let completed = 0;
  const worker = new Worker('noop', async () => {}, { connection, concurrency: Number(WORKER_CONCURRENCY) });
  worker.on('completed', () => completed++);
  const t0 = performance.now();
  await queue.addBulk(
    Array.from({ length: chunks }, (_, i) => ({ name: 'chunk', data: { i }, opts: { jobId: `noop-${i}` } })),
  );
  await until(() => completed >= chunks, 'the no-op jobs', 120_000);
  const ms = performance.now() - t0;
  await worker.close();
  await queue.close();
  connection.disconnect();
  return ms;
}

try {
  const { surveyId, token } = await setUp();
  await materialisation(surveyId);
  const { recipients, deliveryMs } = await sendThroughTheProduct(surveyId, token);
  const chunks = Math.ceil(recipients / 1000);
  const noopMs = await noopBaseline(chunks);
  console.log(
    `delivery ${fmt(recipients / (deliveryMs / 1000))} recipients/s (${fmt(chunks)} chunks in ${seconds(deliveryMs)}); no-op BullMQ worker ${fmt(chunks / (noopMs / 1000))} jobs/s = ${fmt((chunks * 1000) / (noopMs / 1000))} recipients/s: ${fmt(noopMs / deliveryMs, 3)}×`,
  );
} finally {
  await redis.destroy();
  await database.drop();
}
