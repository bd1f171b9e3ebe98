import { recordEvent } from '@ppd/db';
import { insertAlertType, OwnRedis, sleep, waitFor } from '@ppd/db/testing';
import { alertRoutes } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { alertView } from './helpers/alerts.ts';
import { buildTestApp, type FastifyInstance, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser, type User } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

/**
 * More than one API node: two API servers and two workers on one database and one Redis, as behind a load balancer.
 * What is done through one node reaches the sockets held by the other, once, by the live path (the Redis adapter)
 * with the workers beside it. Also with LIVE_REDIS_URL: rate counters, pub/sub and the live markers on a Redis of
 * their own, the queues on theirs; a worker reading the markers anywhere else would push each event a second time.
 */
describe.each([
  { redis: 'one Redis', split: false },
  { redis: 'a live Redis beside the queues', split: true },
])('two API nodes and two workers on $redis', ({ split }) => {
  const own = ownDatabaseAndRedis();
  let live: OwnRedis | undefined;
  const nodes: { app: FastifyInstance; url: string }[] = [];
  const workers: RunningWorker[] = [];
  const sockets: ClientSocket[] = [];
  let gestor: User;
  let authority: User;
  let visitor: User;
  let alertTypeId: number;

  beforeAll(async () => {
    live = split ? await OwnRedis.start() : undefined;
    const stores = { databaseUrl: own.database.url, redisUrl: own.redis.url, liveRedisUrl: live?.url };
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp(stores.databaseUrl, stores.redisUrl, stores.liveRedisUrl);
      nodes.push({ app, url: await app.listen({ host: '127.0.0.1', port: 0 }) });
      workers.push(await startTestWorker(stores));
    }
    gestor = await createUser(own.database.db, { type: 'monitor' });
    authority = await createUser(own.database.db, { type: 'authority', name: 'Autoridad A' });
    visitor = await createUser(own.database.db, { type: 'visitor' });
    alertTypeId = await insertAlertType(own.database.db, 'Seguridad');
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(nodes.map(({ app }) => app.close()));
    await live?.destroy();
  });

  async function connect(node: number, user: User): Promise<ClientSocket> {
    const socket = await connectSocket(nodes[node]!.url, tokenFor(nodes[node]!.app, user));
    sockets.push(socket);
    return socket;
  }

  /** A POST over HTTP to a node, as its user. */
  async function post(node: number, user: User, path: string, body: object) {
    const res = await fetch(`${nodes[node]!.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': tokenFor(nodes[node]!.app, user) },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json() as Promise<{ id: number }>;
  }

  it('a gestor connected to node A sees, once each, the alert raised through node B and its assignment', async () => {
    const [board, authoritySocket] = [await connect(0, gestor), await connect(0, authority)];
    const raised = collect(board, 'alert:raised');
    const assignedOnBoard = collect(board, 'alert:assigned');
    const assignedToAuthority = collect(authoritySocket, 'alert:assigned');

    const body = { alert_type_id: alertTypeId, lat: 19.41, lon: -99.2, comentario: 'Por el nodo B' };
    const alert = await post(1, visitor, alertRoutes.raise.path, body);
    await waitFor(() => raised.length > 0, { what: 'alert:raised on node A' });
    expect(raised[0]!.alert).toMatchObject({ id: alert.id, comentario_visitante: 'Por el nodo B' });

    await post(1, gestor, alertRoutes.assign.path, { alert_id: alert.id, autoridad_id: authority.id });
    await waitFor(() => assignedOnBoard.length > 0 && assignedToAuthority.length > 0, {
      what: 'alert:assigned on node A',
    });
    expect(assignedOnBoard[0]!.alert).toMatchObject({ id: alert.id, status: 'ASIGNADA', autoridad_id: authority.id });
    expect(assignedToAuthority[0]!.alert).toMatchObject({ id: alert.id, status: 'ASIGNADA' });

    // Neither worker pushes again what node B pushed live.
    await sleep(1_500);
    expect([raised.length, assignedOnBoard.length, assignedToAuthority.length]).toEqual([1, 1, 1]);
  });

  it('the workers push, once, an event no API published, to the sockets of every node', async () => {
    const boards = [await connect(0, gestor), await connect(1, gestor)];
    const raised = boards.map((board) => collect(board, 'alert:raised'));
    const alert = alertView({ visitor_id: visitor.id });
    const eventId = await recordEvent(own.database.db, 'alert.raised', { alert }, visitor);
    await waitFor(() => raised.every((r) => r.length > 0), { what: 'alert:raised from a worker on both nodes' });
    await sleep(500);
    expect(raised).toEqual([[{ eventId, alert }], [{ eventId, alert }]]);
  });
});
