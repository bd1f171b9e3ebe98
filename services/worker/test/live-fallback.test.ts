import { insertAlertType, sleep, waitFor } from '@ppd/db/testing';
import { type AlertView, firstDeliveries, livePushedKey } from '@ppd/domain';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { buildTestApp, type FastifyInstance, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser, type User } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

describe("the live path and the worker's fallback", () => {
  const own = ownDatabaseAndRedis();
  let app: FastifyInstance;
  let url: string;
  let worker: RunningWorker | null = null;
  let visitor: User;
  let typeId: number;
  let socket: ClientSocket;

  beforeAll(async () => {
    app = await buildTestApp(own.database.url, own.redis.url);
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url });
    visitor = await createUser(own.database.db, { type: 'visitor' });
    const gestor = await createUser(own.database.db, { type: 'monitor' });
    socket = await connectSocket(url, tokenFor(app, gestor));
    typeId = await insertAlertType(own.database.db, 'Seguridad');
  });

  afterAll(async () => {
    socket?.close();
    await worker?.stop();
    await app?.close();
  });

  /** Raises `n` alerts over HTTP; every request must succeed whatever the live publish does. */
  async function raise(n: number, tag: string): Promise<AlertView[]> {
    const alerts: AlertView[] = [];
    for (let i = 0; i < n; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/app/alerts',
        headers: { 'x-access-token': tokenFor(app, visitor) },
        payload: { alert_type_id: typeId, lat: 19.41, lon: -99.2, comentario: `${tag} ${i}` },
      });
      expect(res.statusCode).toBe(201);
      alerts.push(res.json());
    }
    return alerts;
  }

  const eventIdsOf = async (alerts: AlertView[]) => {
    const rows = await own.database.db
      .selectFrom('outbox')
      .select(['id', 'payload'])
      .where('type', '=', 'alert.raised')
      .execute();
    const byAlert = new Map(rows.map((r) => [(r.payload as { alert: AlertView }).alert.id, r.id]));
    return alerts.map((a) => byAlert.get(a.id)!);
  };

  /**
   * Waits until these events are relayed (the relay commits once Redis has their jobs) and every notify job they
   * got has finished; returns the ids that got one (the relay leaves it out when the API's marker is there).
   */
  async function handled(eventIds: string[]): Promise<string[]> {
    const queue = new Queue('notify', { connection: { url: own.redis.url } });
    try {
      let queued: string[] = [];
      await waitFor(
        async () => {
          const relayed = await own.database.db
            .selectFrom('outbox')
            .select('id')
            .where('id', 'in', eventIds)
            .where('sent_at', 'is not', null)
            .execute();
          if (relayed.length < eventIds.length) return false;
          const jobs = await Promise.all(eventIds.map((id) => queue.getJob(id)));
          queued = eventIds.filter((_, i) => jobs[i]);
          return jobs.every((j) => !j || j.finishedOn);
        },
        { what: 'the relay and the notify jobs' },
      );
      return queued;
    } finally {
      await queue.close();
    }
  }

  it('publishes after commit, and the worker does not push again', async () => {
    const received = collect(socket, 'alert:raised');
    const alerts = await raise(3, 'rápida');
    const ids = await eventIdsOf(alerts);
    // The API marked them published: the relay leaves their notify jobs out, and a job it queued when it outran a busy
    // API (a grace's wait) finds the marker and stops. Either way the socket gets each push once, from the API.
    await handled(ids);
    await sleep(300);
    expect(received.map((p) => p.eventId)).toEqual(ids);
    expect(received.map((p) => p.alert)).toEqual(alerts);
    expect(await markers(own.redis.url, ids)).toBe(ids.length);
  });

  it('with the fast publish failing, delivers every push once after dedupe, across a Redis restart', async () => {
    const received = collect(socket, 'alert:raised');
    // Injected failure: half the calls throw before publishing anything, half right after publishing.
    const real = app.realtime.publish;
    let calls = 0;
    app.realtime.publish = (event) => {
      calls++;
      if (calls % 2 === 0) real(event);
      throw new Error('injected');
    };
    try {
      // The worker is away: these wait in the outbox, and the markers of the published half die with Redis.
      await worker!.stop();
      worker = null;
      const before = await raise(4, 'antes');
      const published = (await eventIdsOf(before)).filter((_, i) => i % 2 === 1);
      await waitFor(async () => (await markers(own.redis.url, published)) === published.length, {
        what: 'the markers',
      });
      // Once the API hears Redis again it disconnects its sockets (pushes may have been lost meanwhile); the client
      // connects again, as the web's does, and its screens read afresh.
      const reconnected = new Promise<void>((resolve) =>
        socket.once('disconnect', () => {
          socket.once('connect', resolve);
          socket.connect();
        }),
      );
      await own.redis.stop();
      const during = await raise(4, 'durante');
      await own.redis.start();
      await waitFor(async () => (await subscribedPatterns(own.redis.url)) > 0, { what: 'the API to subscribe again' });
      await reconnected;
      worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url });
      app.realtime.publish = real;
      const after = await raise(2, 'después');

      const alerts = [...before, ...during, ...after];
      const ids = await eventIdsOf(alerts);
      // The relay left out a notify job only where the API's marker says it published; the failed publishes (the
      // odd calls: before[0], before[2], during[0], during[2]) are the worker's to push.
      const queued = await handled(ids);
      const leftOut = ids.filter((id) => !queued.includes(id));
      // `after` was published by the API (its markers landed within the relay's settle): those jobs were left out.
      expect(leftOut.length).toBeGreaterThan(0);
      expect(await markers(own.redis.url, leftOut)).toBe(leftOut.length);
      expect(queued).toEqual(expect.arrayContaining([ids[0], ids[2], ids[4], ids[6]]));
      await sleep(300);
      const firstTime = firstDeliveries();
      const delivered = received.filter((p) => firstTime('alert:raised', p));
      expect(delivered.map((p) => p.eventId).sort()).toEqual([...ids].sort());
      for (const [i, id] of ids.entries()) expect(delivered.find((p) => p.eventId === id)!.alert).toEqual(alerts[i]);
      // The published half of `before` came twice (its markers were lost): the client's dedupe is what made it once.
      expect(received.length).toBeGreaterThanOrEqual(delivered.length + 2);
    } finally {
      app.realtime.publish = real;
    }
  });
});

/** Asks a fresh connection; an error (Redis down, a bad command) is thrown, unless `otherwise` is given for it. */
async function probing<T>(redisUrl: string, ask: (probe: Redis) => Promise<T>, otherwise?: { orElse: T }): Promise<T> {
  const probe = new Redis(redisUrl, { maxRetriesPerRequest: 0, lazyConnect: true });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return await ask(probe);
  } catch (err) {
    if (otherwise) return otherwise.orElse;
    throw err;
  } finally {
    probe.disconnect();
  }
}

/** Patterns subscribed; 0 while Redis is still coming back. */
const subscribedPatterns = (redisUrl: string) =>
  probing(redisUrl, async (probe) => Number(await probe.call('PUBSUB', 'NUMPAT')), { orElse: 0 });

const markers = (redisUrl: string, eventIds: string[]) =>
  probing(redisUrl, (probe) => probe.exists(...eventIds.map(livePushedKey)));
