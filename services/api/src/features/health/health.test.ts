import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/app.ts';

const run = Math.random().toString(36).slice(2, 8);
const ours = `health-${run}`;
const theirs = `other-${run}`;

describe('/health', () => {
  let t: TestApp;
  let adminToken: string;
  let monitorToken: string;
  const queues: Queue[] = [];
  const notifyQueue = (prefix: string) => {
    const queue = new Queue('notify', { connection: { url: process.env.REDIS_URL }, prefix });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    t = await createTestApp({ QUEUE_PREFIX: ours });
    const notify = notifyQueue(ours);
    await notify.addBulk([
      { name: 'a', data: {} },
      { name: 'b', data: {}, opts: { priority: 1 } },
      { name: 'c', data: {}, opts: { delay: 60_000 } },
    ]);
    await notifyQueue(theirs).add('d', {});
    adminToken = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
    monitorToken = await loginAs(t.app, (await createUser(t.db)).email);
  });

  afterAll(async () => {
    for (const queue of queues) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await t.close();
  });

  it('tells anyone whether the database and Redis answer, and nothing of the backlog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('reports to an admin the depth of every queue in use under the configured prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/queues', headers: { 'x-access-token': adminToken } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.outbox_pending).toBeTypeOf('number');
    expect(body.dead_letters).toBe(0);
    expect(body.queues.notify).toEqual({ waiting: 2, active: 0, delayed: 1, failed: 0 });
    for (const queue of ['audit', 'email']) {
      expect(body.queues[queue]).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    }
  });

  it('refuses the queue depths without a token and to a gestor who is not an admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/health/queues' });
    expect(anonymous.statusCode).toBe(401);
    const gestor = await t.app.inject({
      method: 'GET',
      url: '/health/queues',
      headers: { 'x-access-token': monitorToken },
    });
    expect(gestor.statusCode).toBe(403);
  });
});
