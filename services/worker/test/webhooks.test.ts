import { recordEvent } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { buildTestApp, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { webhookReceiver } from './helpers/receiver.ts';
import { createUser } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

const SECRET = `whsec_${Buffer.from('a test secret of 32 bytes, fixed').toString('base64')}`;
const SYSTEM = { id: null, email: null };

describe('signed webhooks from the outbox', () => {
  const own = ownDatabaseAndRedis();
  let worker: RunningWorker;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    // Tries spread over 3 s instead of 24 h: the same doubling, the last try 3 s after the first.
    worker = await startTestWorker({
      databaseUrl: own.database.url,
      redisUrl: own.redis.url,
      webhookAllowHosts: '127.0.0.1',
      webhookRetryMs: 3_000,
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await receiver?.stop().catch(() => {});
  });

  const endpoint = (url: string, events: string[]) =>
    own.database.db
      .insertInto('webhook_endpoints')
      .values({ url, events, secret: SECRET })
      .returning('id')
      .executeTakeFirstOrThrow();

  const records = (from: number, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        recordEvent(own.database.db, 'record.created', { record: { id: from + i, title: `R${from + i}` } }, SYSTEM),
      ),
    );

  it('delivers every event once, signed, through a receiver stopped mid-stream and restarted', async () => {
    const { db } = own.database;
    const { id: endpointId } = await endpoint(receiver.url, ['record.created']);
    const first = await records(1, 10);
    await waitFor(() => receiver.accepted.length >= 5 || undefined, { what: 'the first deliveries' });
    await receiver.stop();
    const whileDown = await records(11, 10);
    await sleep(400);
    await receiver.start();
    const after = await records(21, 5);
    // Not subscribed: never sent.
    await recordEvent(db, 'survey.created', { survey: { id: 1, nombre: 'Encuesta' } }, SYSTEM);
    const events = [...first, ...whileDown, ...after];

    await waitFor(
      async () => {
        const done = await db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'delivered').execute();
        return done.length === events.length || undefined;
      },
      { what: 'every delivery to be made', timeoutMs: 20_000 },
    );

    // A replay of every event (a relay that crashed before its commit) queues nothing twice.
    await db.updateTable('outbox').set({ sent_at: null }).execute();
    worker.relay?.kick();
    await sleep(300);
    await worker.relay?.idle();
    await sleep(500);

    const ids = receiver.accepted.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(events.map((e) => `${e}_${endpointId}`).sort());
    const hook = new Webhook(SECRET);
    const verified = receiver.accepted.map((r) => hook.verify(r.body, r.headers) as { type: string; data: unknown });
    expect(verified.every((v) => v.type === 'record.created')).toBe(true);
    expect(verified.map((v) => v.data)).toContainEqual({ record: { id: 15, title: 'R15' } });
    const rows = await db.selectFrom('webhook_deliveries').selectAll().execute();
    expect(rows.every((r) => r.status === 'delivered' && r.last_status === 204)).toBe(true);
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
  });

  it('keeps a delivery as failed once its tries are spent (a private address refused), and Reenviar sends it again', async () => {
    const { db } = own.database;
    const gone = await webhookReceiver();
    await gone.stop();
    const { id: endpointId } = await endpoint(gone.url, ['survey.deleted']);
    // Written past the API's check (as if its host had changed): the worker refuses a private address itself.
    const { id: internal } = await endpoint('https://10.0.0.1/hooks', ['survey.deleted']);
    await recordEvent(db, 'survey.deleted', { survey: { id: 2, nombre: 'Vieja' } }, SYSTEM);
    const row = await waitFor(
      () =>
        db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('endpoint_id', '=', endpointId)
          .where('status', '=', 'failed')
          .executeTakeFirst(),
      { what: 'the delivery to fail for good', timeoutMs: 20_000 },
    );
    expect(row.attempts).toBe(15);
    expect(row.last_status).toBeNull();
    expect(row.last_answer).toContain('ECONNREFUSED');
    const refused = await waitFor(() =>
      db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', internal)
        .where('status', '=', 'failed')
        .executeTakeFirst(),
    );
    expect(refused.last_answer).toBe('refused: private');
    expect(await db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);

    await gone.start();
    const app = await buildTestApp(own.database.url, own.redis.url);
    try {
      const admin = tokenFor(app, await createUser(db, { is_admin: true }));
      const res = await app.inject({
        method: 'POST',
        url: `/api/webhooks/${endpointId}/deliveries/${row.id}/resend`,
        headers: { 'x-access-token': admin },
      });
      expect(res.statusCode).toBe(202);
      await waitFor(() => gone.accepted.length > 0 || undefined, { what: 'the resent delivery' });
      expect(gone.accepted.map((r) => r.headers['webhook-id'])).toEqual([`${row.event_id}_${endpointId}`]);
      const resent = await waitFor(() =>
        db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('id', '=', row.id)
          .where('status', '=', 'delivered')
          .executeTakeFirst(),
      );
      expect(resent).toMatchObject({ attempts: 1, last_status: 204 });
    } finally {
      await app.close();
      await gone.stop();
    }
  });
});
