import type { Db } from '@ppd/db';
import { createTestDatabase, OwnRedis, sleep, waitFor } from '@ppd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { buildTestApp, type FastifyInstance, tokenFor } from './helpers/api.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

/**
 * A complaint an integration files through Open311 (API → outbox → worker → sockets) reaches the gestores' board
 * (/denuncias) live, as one filed from the app does, and is then listed by Open311 itself.
 */
describe('a complaint filed through Open311', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let redis: OwnRedis;
  let app: FastifyInstance;
  let url: string;
  let worker: RunningWorker;
  let board: ClientSocket;
  let visitorApp: ClientSocket;
  let categoryId: number;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    redis = await OwnRedis.start();
    app = await buildTestApp(database.url, redis.url);
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url });
    admin = await createUser(db, { type: 'monitor', is_admin: true });
    const visitor = await createUser(db, { type: 'visitor' });
    board = await connectSocket(url, tokenFor(app, admin));
    visitorApp = await connectSocket(url, tokenFor(app, visitor));
    const category = await db
      .insertInto('complaint_categories')
      .values({ name: 'Baches' })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
  });

  afterAll(async () => {
    board?.close();
    visitorApp?.close();
    await worker?.stop();
    await app?.close();
    await redis?.destroy();
    await database?.drop();
  });

  it("appears on a gestor's /denuncias socket and in GET requests", async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/integrations/api-keys',
      headers: { 'x-access-token': tokenFor(app, admin) },
      payload: { name: 'Ciudad 311' },
    });
    expect(issued.statusCode).toBe(201);
    const filed = collect(board, 'complaint:filed');
    const elsewhere = collect(visitorApp, 'complaint:filed');

    const res = await app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        api_key: issued.json().key,
        service_code: String(categoryId),
        lat: '19.4326',
        long: '-99.1332',
        description: 'Bache profundo en el carril derecho.',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()[0].service_request_id as number;

    await waitFor(() => filed.length === 1, { what: 'complaint:filed on the board' });
    expect(filed[0]!.complaint).toMatchObject({ id, category_id: categoryId, status: 'no atendida' });
    const listed = await app.inject({ url: `/open311/v2/requests.json?service_code=${categoryId}` });
    expect(listed.json()).toEqual([expect.objectContaining({ service_request_id: id, status: 'open' })]);
    // The key's own account filed it: no visitor's app hears of it.
    await sleep(300);
    expect(elsewhere).toEqual([]);
  });
});
