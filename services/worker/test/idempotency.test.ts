import { type Actor, type Database, recordEvent } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { auditEntryFor, type DomainEvent, EVENT_CATALOGUE, type QueueName } from '@ppd/domain';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkJob } from '../src/bulk-send/processor.ts';
import {
  auditProcessor,
  createLogger,
  emailProcessor,
  notifyProcessor,
  registryProblems,
  toDomainEvent,
} from '../src/index.ts';
import { defineJob, runJob } from '../src/jobs.ts';
import { deliveryTracker } from '../src/mail/deliveries.ts';
import { type EventQueue, QueueSet } from '../src/queues.ts';
import { SUSPECT_AFTER, startRelay } from '../src/relay.ts';
import { alertView } from './helpers/alerts.ts';
import { smtpUrl } from './helpers/api.ts';
import { mailsTo } from './helpers/maildev.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { createUser, uniqueEmail } from './helpers/users.ts';
import { firstTry, startTestWorker } from './helpers/worker.ts';

describe('running a processor twice for one event', () => {
  const own = ownDatabaseAndRedis();
  let client: Redis;

  beforeAll(async () => {
    client = new Redis(own.redis.url);
  });

  afterAll(async () => {
    client?.disconnect();
  });

  async function eventFromOutbox(id: string): Promise<DomainEvent> {
    const row = await own.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toDomainEvent(row);
  }

  it('writes one bitácora row', async () => {
    const user = await createUser(own.database.db);
    const event = await eventFromOutbox(
      await recordEvent(own.database.db, 'user.logged_out', { userId: user.id, email: user.email }, user),
    );
    const audit = auditProcessor(own.database.db);
    await audit(event);
    await audit(event);
    await Promise.all([audit(event), audit(event)]);
    const rows = await own.database.db.selectFrom('audit_log').selectAll().where('event_id', '=', event.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module: 'Login', action: 'Cierre de sesión', email: user.email, user_id: user.id });
    expect(rows[0]!.date.toISOString()).toBe(event.createdAt);
  });

  it('stores one notification (and pushes it each time, with the same ids)', async () => {
    const authority = await createUser(own.database.db, { type: 'authority' });
    const gestor = await createUser(own.database.db);
    const alert = alertView({ status: 'ASIGNADA', autoridad_id: authority.id, authority_name: 'Rosa' });
    const event = await eventFromOutbox(await recordEvent(own.database.db, 'alert.assigned', { alert }, gestor));

    const listener = new Redis(own.redis.url);
    const messages: string[] = [];
    await listener.psubscribe('socket.io#*');
    listener.on('pmessageBuffer', (_pattern, channel: Buffer) => messages.push(channel.toString()));
    try {
      const notify = notifyProcessor(own.database.db, client);
      await notify(event);
      await notify(event);
      const rows = await own.database.db
        .selectFrom('notifications')
        .selectAll()
        .where('event_id', '=', event.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: authority.id, kind: 'alert.assigned', title: 'Nueva alerta asignada' });
      await waitFor(() => messages.length >= 4);
      expect(messages.filter((c) => c.includes(`user:${authority.id}`))).toHaveLength(2);
    } finally {
      listener.disconnect();
    }
  });

  it('stores no inbox message for a recipient deleted since the event, and finishes', async () => {
    const authority = await createUser(own.database.db, { type: 'authority' });
    const gestor = await createUser(own.database.db);
    const alert = alertView({ status: 'ASIGNADA', autoridad_id: authority.id, authority_name: 'Rosa' });
    const event = await eventFromOutbox(await recordEvent(own.database.db, 'alert.assigned', { alert }, gestor));
    await own.database.db.deleteFrom('users').where('id', '=', authority.id).execute();
    await notifyProcessor(own.database.db, client)(event);
    const rows = await own.database.db
      .selectFrom('notifications')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('fails the job (to be retried) when Redis refuses the push', async () => {
    const gestor = await createUser(own.database.db);
    const event = await eventFromOutbox(
      await recordEvent(own.database.db, 'alert.raised', { alert: alertView() }, gestor),
    );
    // No marker (so the worker pushes), and every publish refused: the job must not end as if the push went out.
    let published = 0;
    const refusing = {
      exists: async () => 0,
      publish: async () => {
        published++;
        throw new Error('refused by Redis');
      },
    } as unknown as Redis;
    await expect(notifyProcessor(own.database.db, refusing)(event)).rejects.toThrow('refused by Redis');
    expect(published).toBeGreaterThan(0);
  });

  /** A reset-link event (no delivery row) for a fresh address, and an e-mail processor on this file's Redis. */
  async function resetMail() {
    const user = await createUser(own.database.db, { email: uniqueEmail('reset') });
    const payload = {
      userId: user.id,
      email: user.email,
      name: 'Ana',
      resetUrl: 'http://localhost:3000/reset_password?token=abc',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const event = await eventFromOutbox(
      await recordEvent(own.database.db, 'user.password_reset_requested', payload, user),
    );
    const transport = nodemailer.createTransport(smtpUrl());
    return { user, event, send: sender(transport), close: () => transport.close() };
  }

  const sender = (transport: ReturnType<typeof nodemailer.createTransport>) =>
    emailProcessor({
      transport,
      from: 'Pruebas <pruebas@example.org>',
      guard: client,
      guardPrefix: 'test',
      claimMs: 60_000,
      log: createLogger('silent'),
      deliveries: deliveryTracker(own.database.db),
    });

  const caught = (address: string) =>
    waitFor(async () => {
      const found = await mailsTo(address);
      return found.length > 0 ? found : undefined;
    });

  it('sends one e-mail', async () => {
    const { user, event, send, close } = await resetMail();
    await send(event);
    await send(event);
    close();
    const mails = await caught(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['message-id']).toBe(`<${event.id}@monitoreo-ppd.mx>`);
  });

  it('sends one e-mail when two runs of its job start at the same moment; the other is put back', async () => {
    const { user, event, send, close } = await resetMail();
    const { job, deferred } = firstTry(event.type);
    const runs = await Promise.allSettled([send(event, job), send(event, job)]);
    expect(runs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toBeGreaterThan(0);
    // Put back, it runs again after the claim: the guard now says sent, and it sends nothing.
    await send(event, job);
    close();
    await caught(user.email);
    await sleep(300);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('lets the retry send when the first try failed (the claim is released)', async () => {
    const { user, event, send, close } = await resetMail();
    const refusing = sender(nodemailer.createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 500 }));
    await expect(refusing(event)).rejects.toThrow();
    await send(event);
    close();
    expect(await caught(user.email)).toHaveLength(1);
  });

  it('sends nothing when the delivery row already says sent, even with the Redis guard gone', async () => {
    const { user, event, send, close } = await resetMail();
    await own.database.db
      .insertInto('email_deliveries')
      .values({ event_id: event.id, kind: 'status', recipients: [user.email], status: 'sent', sent_at: new Date() })
      .execute();
    await send(event);
    close();
    await sleep(500);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('the relay', () => {
  const own = ownDatabaseAndRedis();

  it('writes each bitácora row once, without an audit job, with several relays at work and after a forced re-relay', async () => {
    const { db } = own.database;
    const user = await createUser(db);
    const relays = await Promise.all(
      [1, 2, 3].map(() =>
        startTestWorker({
          databaseUrl: own.database.url,
          redisUrl: own.redis.url,
          processors: false,
          relayBatchSize: 50,
        }),
      ),
    );
    const connection = new Redis(own.redis.url, { maxRetriesPerRequest: null });
    const audit = new Queue('audit', { connection });
    try {
      const total = 600;
      for (let i = 0; i < total; i += 100) {
        await db.transaction().execute(async (trx) => {
          for (let j = 0; j < 100; j++) {
            await recordEvent(trx, 'download.recorded', { module: 'Reportes', file: `Alertas-${i + j}.xlsx` }, user);
          }
        });
      }
      const unsent = () =>
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sent_at', 'is', null)
          .executeTakeFirstOrThrow()
          .then((r) => r.n);
      const ids = (await db.selectFrom('outbox').select('id').execute()).map((r) => r.id);
      await waitFor(async () => (await unsent()) === 0, { what: 'every event relayed' });
      expect(await auditRowsOf(db, ids)).toBe(total);

      await db.updateTable('outbox').set({ sent_at: null }).execute();
      for (const r of relays) r.relay?.kick();
      await waitFor(async () => (await unsent()) === 0, { what: 'every event relayed again' });
      expect(await auditRowsOf(db, ids)).toBe(total);
      expect(await audit.count()).toBe(0);

      const attempts = await db.selectFrom('outbox').select('attempts').distinct().execute();
      expect(attempts).toEqual([{ attempts: 2 }]);
    } finally {
      await Promise.all(relays.map((r) => r.stop()));
      await audit.close();
      connection.disconnect();
    }
  });

  it("writes a raised alert's bitácora row as it relays it, once even when an audit job for it runs too", async () => {
    const { db } = own.database;
    const gestor = await createUser(db);
    const id = await recordEvent(db, 'alert.raised', { alert: alertView() }, gestor);
    const { relay, queues, connection } = countedRelay(600_000);
    try {
      await waitFor(async () => (await auditRowsOf(db, [id])) === 1, { what: 'the bitácora row' });
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const event = toDomainEvent(row);
      await auditProcessor(db)(event);
      const rows = await db.selectFrom('audit_log').selectAll().where('event_id', '=', id).execute();
      expect(rows).toHaveLength(1);
      const { module, action, observation } = auditEntryFor(event.type, event.payload);
      expect(rows[0]).toMatchObject({ module, action, observation, email: gestor.email, user_id: gestor.id });
      expect(rows[0]!.date.toISOString()).toBe(event.createdAt);
    } finally {
      await relay.stop();
      await queues.close();
      connection.disconnect();
    }
  });

  it('leaves alone an event type this build does not know', async () => {
    const { db } = own.database;
    await db
      .insertInto('outbox')
      .values({ type: 'future.event', payload: '{}', actor_id: null, actor_email: null })
      .execute();
    const relay = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url, processors: false });
    try {
      await relay.relay?.idle();
      relay.relay?.kick();
      await relay.relay?.idle();
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('type', '=', 'future.event')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ sent_at: null, attempts: 0 });
    } finally {
      await relay.stop();
    }
  });

  /** A back-office action: its only job is its bitácora row. */
  const clientAction = (db: Kysely<Database>, action: string, actor: Actor) =>
    recordEvent(db, 'client.action', { module: 'Reportes', action, observation: '' }, actor);

  /** An alert event without its alert: no push can be planned for it. */
  const insertUnreadable = () =>
    own.database.db
      .insertInto('outbox')
      .values({ type: 'alert.raised', payload: '{}', actor_id: null, actor_email: null })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('relays the events behind one it cannot read, which stays in outbox and is counted', async () => {
    const { db } = own.database;
    const poison = await insertUnreadable();
    const gestor = await createUser(db);
    const after = await clientAction(db, 'Después', gestor);
    const relay = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url, processors: false });
    try {
      await waitFor(
        async () =>
          (await db.selectFrom('outbox').select('sent_at').where('id', '=', after).executeTakeFirstOrThrow())
            .sent_at !== null,
        { what: 'the event behind the unreadable one relayed' },
      );
      const stuck = await db.selectFrom('outbox').selectAll().where('id', '=', poison.id).executeTakeFirstOrThrow();
      expect(stuck.sent_at).toBeNull();
      expect(stuck.attempts).toBeGreaterThan(0);
    } finally {
      await relay.stop();
      await db.deleteFrom('outbox').where('id', '=', poison.id).execute();
    }
  });
  /** A relay of its own on producers that count what they add. */
  function countedRelay(suspectEveryMs: number) {
    const connection = new Redis(own.redis.url, { maxRetriesPerRequest: 1 });
    const queues = new CountingQueues(connection, 'bull-suspects');
    const relay = startRelay({
      databaseUrl: own.database.url,
      queues,
      live: { redis: connection, graceMs: 0 },
      redisReady: () => connection.status === 'ready',
      log: createLogger('silent'),
      sweepMs: 100,
      batchSize: 50,
      suspectEveryMs,
    });
    return { relay, queues, connection };
  }

  it('relays a suspect that can be relayed, in its own pass', async () => {
    const { db } = own.database;
    const gestor = await createUser(db);
    const id = await clientAction(db, 'Sospechoso', gestor);
    await db.updateTable('outbox').set({ attempts: SUSPECT_AFTER }).where('id', '=', id).execute();
    const { relay, queues, connection } = countedRelay(200);
    try {
      await waitFor(
        async () =>
          (await db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow()).sent_at !==
          null,
        { what: 'the suspect relayed' },
      );
    } finally {
      await relay.stop();
      await queues.close();
      connection.disconnect();
    }
  });

  it('relays the events behind an unreadable one in batches again once it is a suspect', async () => {
    const { db } = own.database;
    const poison = await insertUnreadable();
    const { relay, queues, connection } = countedRelay(600_000);
    const attemptsOf = async (id: string) =>
      (await db.selectFrom('outbox').select('attempts').where('id', '=', id).executeTakeFirstOrThrow()).attempts;
    try {
      await waitFor(async () => (await attemptsOf(poison.id)) >= SUSPECT_AFTER, { what: 'the row to be a suspect' });
      await relay.idle();
      const resets = queues.resets;
      queues.added.length = 0;
      const gestor = await createUser(db);
      const ids = await db.transaction().execute(async (trx) => {
        const made: string[] = [];
        for (let i = 0; i < 20; i++) {
          made.push(await clientAction(trx, `Lote ${i}`, gestor));
        }
        return made;
      });
      await waitFor(
        async () =>
          (await db.selectFrom('outbox').select('id').where('id', 'in', ids).where('sent_at', 'is not', null).execute())
            .length === ids.length,
        { what: 'the 20 events relayed' },
      );
      await relay.idle();
      // The suspect no longer fails their batch (no reset, no one-by-one); audited only, they need no job: the relay
      // wrote their bitácora rows.
      expect(queues.added).toEqual([]);
      expect(queues.resets).toBe(resets);
      expect(await auditRowsOf(db, ids)).toBe(ids.length);
      const stuck = await db.selectFrom('outbox').selectAll().where('id', '=', poison.id).executeTakeFirstOrThrow();
      expect(stuck.sent_at).toBeNull();
    } finally {
      await relay.stop();
      await queues.close();
      connection.disconnect();
      await db.deleteFrom('outbox').where('id', '=', poison.id).execute();
    }
  });
});

/** How many bitácora rows the events `ids` have. */
const auditRowsOf = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', 'in', ids)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** The relay's producers, counting the jobs of each addBulk and the resets (a failed batch with Redis up). */
class CountingQueues extends QueueSet {
  readonly added: number[] = [];
  resets = 0;
  private readonly counted = new WeakSet<object>();

  override get(name: QueueName): EventQueue {
    const queue = super.get(name);
    if (!this.counted.has(queue)) {
      this.counted.add(queue);
      const addBulk = queue.addBulk.bind(queue);
      queue.addBulk = (jobs) => {
        this.added.push(jobs.length);
        return addBulk(jobs);
      };
    }
    return queue;
  }

  override reset(): Promise<void> {
    this.resets++;
    return super.reset();
  }
}

/** Runs `check` while no event goes to the bulk-send queue (the send events only audited). */
function whileNoEventIsSent(check: () => void) {
  const sends = [EVENT_CATALOGUE['survey.sent'], EVENT_CATALOGUE['activity.sent']] as { queues: readonly string[] }[];
  const queues = sends.map((spec) => spec.queues);
  for (const spec of sends) spec.queues = ['audit'];
  try {
    check();
  } finally {
    sends.forEach((spec, i) => {
      spec.queues = queues[i]!;
    });
  }
}

describe('the job registry', () => {
  it('accepts the registry the worker builds, and names every gap in a partial one', () => {
    const noop = async () => {};
    const full = { audit: noop, email: noop, notify: noop, 'bulk-send': noop, webhook: noop };
    expect(registryProblems(full)).toEqual([]);
    expect(registryProblems({ audit: noop, notify: noop, 'bulk-send': noop, webhook: noop })).toEqual([
      expect.stringMatching(/^queue email has events \(user.password_reset_requested, .*\) but no processor$/),
    ]);
    expect(registryProblems({ audit: noop, email: noop, notify: noop, webhook: noop })).toEqual([
      'queue bulk-send has events (activity.sent, survey.sent) but no processor',
    ]);
    whileNoEventIsSent(() =>
      expect(registryProblems(full)).toEqual(['a processor is registered for bulk-send, which no event uses']),
    );
  });

  it('checks the jobs that are not events: one name each, none an event type, each on a queue a worker takes', () => {
    const noop = async () => {};
    const full = { audit: noop, email: noop, notify: noop, 'bulk-send': noop, webhook: noop };
    const chunks = chunkJob(null as never, null as never);
    expect(registryProblems(full, [chunks])).toEqual([]);
    const misnamed = defineJob({ ...chunks, name: 'survey.sent' });
    expect(registryProblems(full, [chunks, chunks, misnamed])).toEqual([
      'job bulk-send.chunk is declared twice',
      "job survey.sent has an event type's name",
    ]);
    const { 'bulk-send': _, ...withoutSends } = full;
    whileNoEventIsSent(() =>
      expect(registryProblems(withoutSends, [chunks])).toEqual([
        'job bulk-send.chunk is on bulk-send, which no worker takes',
      ]),
    );
  });

  it("refuses a chunk job whose payload is not a chunk's, before it touches the database", async () => {
    const chunks = chunkJob(null as never, null as never);
    await expect(runJob(chunks, { sendId: '7', chunk: 0 })).rejects.toThrow(/sendId|eventId/);
  });

  it('refuses to start a worker with a gap', async () => {
    const spec = EVENT_CATALOGUE['record.created'];
    const queues = spec.queues;
    (spec as { queues: readonly string[] }).queues = ['audit', 'email'];
    try {
      await expect(
        startTestWorker({ databaseUrl: 'postgres://127.0.0.1:1/none', redisUrl: 'redis://127.0.0.1:1' }),
      ).rejects.toThrow(/record.created is mailed but has no template/);
    } finally {
      (spec as { queues: readonly string[] }).queues = queues;
    }
  });
});
