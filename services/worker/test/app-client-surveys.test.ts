import { buildApp } from '@ppd/api';
import { loadConfig } from '@ppd/api/testing';
import { type ApiCallError, sampleAnswers } from '@ppd/client';
import { sampleUpload } from '@ppd/client/sample-media';
import { call, clientPool, signUpAndIn } from '@ppd/client/testing';
import { hashPassword } from '@ppd/db';
import { createTestDatabase } from '@ppd/db/testing';
import type { SurveyResults } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { startTestWorker } from '../src/testing.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let worker: RunningWorker;
let baseUrl: string;
const clients = clientPool(() => baseUrl);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: database.url }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  worker = await startTestWorker(database.url, 'client-surveys');
});
afterAll(async () => {
  clients.closeAll();
  await worker?.stop();
  await app?.close();
  await database?.drop();
});

describe('a survey sent to visitors through the reference client', () => {
  it('reaches their inbox live, shows the sender the progress, and each visitor answers once', async () => {
    const { db } = database;
    const category = await db
      .insertInto('survey_categories')
      .values({ category_name: 'Parques' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        type: 'monitor',
        email: 'gestor@encuestas.mx',
        name: 'G',
        last_name: 'P',
        password_hash: await hashPassword('clave123'),
      })
      .execute();
    const gestor = clients.open();
    await gestor.signIn('gestor@encuestas.mx', 'clave123', 'monitor');
    await gestor.connect();
    const staff = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
      call<T>(baseUrl, method, path, { token: gestor.token, body });

    const { id } = await staff<{ id: number }>('POST', '/api/polls', {
      nombre: 'Parque',
      id_categoria: category.id,
      description: '',
      preguntas: [
        { value: '¿Qué le gusta?', type: 'open' },
        { value: '¿Cuántas estrellas?', type: 'rating' },
        { value: 'Un video', type: 'multimedia', fileType: 'video' },
        { value: 'Una foto', type: 'multimedia', fileType: 'photo' },
        { value: '¿Dónde?', type: 'geolocation' },
      ],
    });
    const visitors = await Promise.all(
      ['H', 'M', 'M'].map(async (sex, i) => {
        const v = await signUpAndIn(clients.open(), {
          email: `v${i}@encuestas.mx`,
          password: 'clave123',
          name: 'V',
          last_name: String(i),
          sex: sex as 'H' | 'M',
          age: 20 + i,
          nivel_estudios: 'Secundaria',
        });
        await v.connect();
        return v;
      }),
    );
    const inboxes = visitors.map((v) => v.next('notification', (p) => p.notification.data.surveyId === id));
    const done = gestor.next('send:progress', (p) => p.progress.done && p.progress.id === id);
    const sent = await staff<{ send_id: number }>('POST', `/api/polls/send/${id}`, { sex: 'Todos' });
    expect((await done).progress).toMatchObject({ sendId: sent.send_id, sent: 3, total: 3 });
    for (const n of await Promise.all(inboxes))
      expect(n.notification).toMatchObject({ kind: 'survey.sent', title: 'Nueva encuesta' });

    const answered = gestor.next('survey:answered', (p) => p.survey.id === id && p.survey.number_answers === 3);
    for (const v of visitors) {
      expect(await v.surveys()).toEqual([expect.objectContaining({ id, answered: false })]);
      const survey = await v.survey(id);
      const upload = (kind: 'photo' | 'video') => v.uploadSurveyMedia(id, sampleUpload(kind));
      await v.answerSurvey(id, await sampleAnswers(survey, upload, { lat: 19.41, lng: -99.2 }));
    }
    await answered;
    const again = visitors[0]!.answerSurvey(id, [{ id: 1, answer: 'otra vez' }]);
    await expect(again).rejects.toMatchObject({ status: 409 } satisfies Partial<ApiCallError>);

    const results = await staff<SurveyResults>('GET', `/api/polls/answer/getresults/${id}`);
    expect(results.visitors).toMatchObject({ total: 3, gender: { H: 1, M: 2 } });
    expect(results.questions[2]).toMatchObject({
      question_type: 'multimedia',
      result: [{ type: 'video' }, { type: 'video' }, { type: 'video' }],
    });
  }, 30_000);
});
