import { createTestDatabase, OwnRedis, waitFor } from '@ppd/db/testing';
import { expect } from 'vitest';
import { buildTestApp, type FastifyInstance, tokenFor } from './api.ts';
import { createUser } from './users.ts';
import { startTestWorker } from './worker.ts';

/** A database and a Redis of the file's own, the API on them, and a gestor's token to send with. */
export interface SendBench {
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  redis: OwnRedis;
  app: FastifyInstance;
  token: string;
}

export async function startSendBench(): Promise<SendBench> {
  const database = await createTestDatabase();
  const redis = await OwnRedis.start();
  const app = await buildTestApp(database.url, redis.url);
  const gestor = await createUser(database.db);
  return { database, redis, app, token: tokenFor(app, gestor) };
}

export async function stopSendBench(bench: SendBench | undefined): Promise<void> {
  await bench?.app.close();
  await bench?.redis.destroy();
  await bench?.database.drop();
}

/** Sends a new survey through the API (the same survey sent again to the same filter within a minute is one send). */
export async function sendSurvey({ database, app, token }: SendBench, filter: object): Promise<number> {
  const survey = await database.db
    .insertInto('surveys')
    .values({
      nombre: 'Masiva',
      preguntas: JSON.stringify([{ id: 1, value: '¿Qué opina?', type: 'open' }]),
      id_categoria: null,
      autor_id: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await app.inject({
    method: 'POST',
    url: `/api/polls/send/${survey.id}`,
    headers: { 'x-access-token': token },
    payload: filter,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ send_id: number }>().send_id;
}

export const sendState = ({ database }: SendBench, id: number) =>
  database.db.selectFrom('bulk_sends').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Runs a worker in this process until the send is done; its final state. */
export async function deliverAll(bench: SendBench, sendId: number, what = 'the send to finish') {
  const { database, redis } = bench;
  const worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url });
  try {
    await waitFor(async () => (await sendState(bench, sendId)).status === 'done', { timeoutMs: 60_000, what });
  } finally {
    await worker.stop();
  }
  return sendState(bench, sendId);
}
