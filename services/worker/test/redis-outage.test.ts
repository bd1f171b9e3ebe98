import { recordEvent } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertView } from './helpers/alerts.ts';
import { buildTestApp, type FastifyInstance, login, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { collect, connectSocket } from './helpers/sockets.ts';
import { createUser, PASSWORD } from './helpers/users.ts';
import { capturingLogger, startTestWorker } from './helpers/worker.ts';

describe('the spine while Redis is down', () => {
  const own = ownDatabaseAndRedis();
  let app: FastifyInstance;

  beforeAll(async () => {
    await own.redis.stop();
    app = await buildTestApp(own.database.url, own.redis.url);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('signs in, keeps the event unsent, and audits it exactly once when Redis is back', async () => {
    const { db } = own.database;
    const user = await createUser(db, { is_admin: true });

    const res = await login(app, user.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTypeOf('string');

    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'down' });
    const backlog = await app.inject({
      method: 'GET',
      url: '/health/queues',
      headers: { 'x-access-token': res.body.token },
    });
    expect(backlog.json()).toEqual({ outbox_pending: 1, dead_letters: 0, queues: null });

    const { logger, said } = capturingLogger();
    const worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url, logger });
    try {
      await waitFor(() => said('relay failed; events stay in outbox').length >= 2, {
        what: 'the relay to try and fail twice',
      });
      const waiting = await db
        .selectFrom('outbox')
        .selectAll()
        .where('type', '=', 'user.logged_in')
        .executeTakeFirstOrThrow();
      expect(waiting.sent_at).toBeNull();
      // An outage is not the event's fault: it is not counted against it (it stays in the regular batches).
      expect(waiting.attempts).toBe(0);
      expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);

      await own.redis.start();

      const rows = await waitFor(
        async () => {
          const found = await db.selectFrom('audit_log').selectAll().where('event_id', '=', waiting.id).execute();
          return found.length > 0 ? found : undefined;
        },
        { what: 'the audit_log row' },
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        module: 'Login',
        action: 'Inicio de sesión',
        email: user.email,
        user_id: user.id,
      });

      // More sweeps, and a forced re-relay of the same event, change nothing.
      await db.updateTable('outbox').set({ sent_at: null }).where('id', '=', waiting.id).execute();
      worker.relay?.kick();
      await waitFor(async () => {
        const row = await db.selectFrom('outbox').select('sent_at').where('id', '=', waiting.id).executeTakeFirst();
        return row?.sent_at ?? undefined;
      });
      await sleep(1_000);
      const after = await db.selectFrom('audit_log').selectAll().where('event_id', '=', waiting.id).execute();
      expect(after).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('pushes to sockets of an API that started while Redis was down, once Redis is back', async () => {
    const { db } = own.database;
    const gestor = await createUser(db);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await connectSocket(url, tokenFor(app, gestor));
    const worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url });
    try {
      const raised = collect(socket, 'alert:raised');
      const eventId = await recordEvent(db, 'alert.raised', { alert: alertView() }, gestor);
      const [push] = await waitFor(() => (raised.length > 0 ? raised : undefined), { what: 'the push' });
      expect(push!.eventId).toBe(eventId);
    } finally {
      socket.close();
      await worker.stop();
    }
  });
});
