import { recordEvent } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { type DomainEvent, livePushedKey } from '@ppd/domain';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StartWorkerOptions } from '../src/index.ts';
import { notifyProcessor } from '../src/processors/notify.ts';
import { toDomainEvent } from '../src/relay.ts';
import { alertView } from './helpers/alerts.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { createUser } from './helpers/users.ts';
import { firstTry, startTestWorker } from './helpers/worker.ts';

/** The notify job of an alert the API has not published (no marker): the worker's fallback, after the grace. */
describe("the live path's grace, by the database's clock", () => {
  const own = ownDatabaseAndRedis();
  let client: Redis;
  let listener: Redis;
  const channels: string[] = [];

  beforeAll(async () => {
    client = new Redis(own.redis.url, { maxRetriesPerRequest: null });
    listener = new Redis(own.redis.url);
    listener.on('pmessageBuffer', (_pattern, channel: Buffer) => channels.push(channel.toString()));
    await listener.psubscribe('socket.io#*');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    listener?.disconnect();
    client?.disconnect();
  });

  /** Runs `use` with a worker started with `options` and the notify queue, both closed after it. */
  async function withWorker(options: Partial<StartWorkerOptions>, use: (notify: Queue<DomainEvent>) => Promise<void>) {
    const worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url, ...options });
    const notify = new Queue<DomainEvent>('notify', { connection: client });
    try {
      await use(notify);
    } finally {
      await worker.stop();
      await notify.close();
    }
  }

  const sentAt = async (id: string) =>
    (await own.database.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow())
      .sent_at;

  /** An alert raised `ageS` seconds ago by the database's clock, as the relay would put it in a job. */
  async function raised(ageS = 0): Promise<DomainEvent> {
    const gestor = await createUser(own.database.db);
    const id = await recordEvent(own.database.db, 'alert.raised', { alert: alertView() }, gestor);
    const row = await own.database.db
      .updateTable('outbox')
      .set({ created_at: sql<Date>`clock_timestamp() - make_interval(secs => ${ageS})` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDomainEvent(row);
  }

  it('puts a job run early back in the delayed set without spending an attempt, and pushes after the grace', async () => {
    await withWorker({ relay: false, liveGraceMs: 1_500 }, async (notify) => {
      const before = channels.length;
      const event = await raised();
      await notify.add(event.type, event, { jobId: event.id }); // at once, as a re-relay or a re-drive would
      await waitFor(async () => (await notify.getJobState(event.id)) === 'delayed', { what: 'the job put back' });
      const early = (await notify.getJob(event.id))!;
      expect(early.attemptsMade).toBe(0);
      expect(early.delay).toBeGreaterThan(500);
      expect(channels.length).toBe(before); // nothing pushed during the grace
      await waitFor(async () => (await notify.getJob(event.id))?.finishedOn, { what: 'the job done' });
      const done = (await notify.getJob(event.id))!;
      expect(await done.isCompleted()).toBe(true);
      expect(done.attemptsStarted).toBe(2);
      expect(done.finishedOn! - Date.parse(event.createdAt)).toBeGreaterThanOrEqual(1_500);
      await waitFor(() => channels.length > before, { what: 'the fallback push' });
    });
  });

  it('pushes an event whose grace is over by the database, on a worker whose clock is a minute behind', async () => {
    const event = await raised(5);
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() - 60_000);
    const { job, deferred } = firstTry(event.type);
    const before = channels.length;
    await notifyProcessor(own.database.db, client, { liveGraceMs: 1_500 })(event, job);
    expect(deferred).toEqual([]);
    await waitFor(() => channels.length > before, { what: 'the push' });
  });

  it('leaves an unmarked event unsent through its grace by the database, on a relay whose clock is a minute ahead, then queues its job at once', async () => {
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + 60_000);
    await withWorker({ processors: false, liveGraceMs: 3_000 }, async (notify) => {
      const event = await raised();
      await sleep(1_000);
      expect(await sentAt(event.id)).toBeNull();
      expect(await notify.getJob(event.id)).toBeUndefined();
      const job = await waitFor(() => notify.getJob(event.id), { what: 'the notify job', timeoutMs: 10_000 });
      expect(job.delay).toBe(0);
      // The claim commits just after Redis took the job. 1 ms of slack: both instants are cut to whole
      // milliseconds, and sent_at is the claim's now(), taken just after the age that let it through.
      const sent = await waitFor(async () => (await sentAt(event.id)) ?? undefined, { what: 'the claim committed' });
      expect(sent.getTime() - Date.parse(event.createdAt)).toBeGreaterThanOrEqual(3_000 - 1);
    });
  });

  it('relays an alert the API pushed in a later, larger batch, without holding back an event that came after it', async () => {
    await withWorker({ processors: false, pushedSettleMs: 2_000, sweepMs: 60_000 }, async () => {
      await sleep(300); // the relay's LISTEN holds
      const alert = await raised();
      await client.set(livePushedKey(alert.id), '1');
      await sleep(600);
      expect(await sentAt(alert.id)).toBeNull();
      const gestor = await createUser(own.database.db);
      const download = { module: 'Reportes', file: 'Alertas.xlsx' } as const;
      const other = await recordEvent(own.database.db, 'download.recorded', download, gestor);
      await waitFor(async () => (await sentAt(other)) ?? undefined, {
        what: 'the later event relayed',
        timeoutMs: 800,
      });
      expect(await sentAt(alert.id)).not.toBeNull();
    });
  });

  /** The row's version (a claim given back would leave a new one) and its count of tries. */
  const versionOf = async (id: string) =>
    (
      await sql<{ xmin: string; attempts: number }>`SELECT xmin::text, attempts FROM outbox WHERE id = ${id}`.execute(
        own.database.db,
      )
    ).rows[0];

  it('leaves the row of an event the API has not marked untouched while it waits, queues no notify job once the API marks it, and relays it soon after', async () => {
    await withWorker({ processors: false, liveGraceMs: 10_000 }, async (notify) => {
      const event = await raised();
      const before = await versionOf(event.id);
      await sleep(300); // the relay looks at it every 100 ms
      expect(await sentAt(event.id)).toBeNull();
      expect(await versionOf(event.id)).toEqual(before);
      await client.set(livePushedKey(event.id), '1');
      const sent = await waitFor(async () => (await sentAt(event.id)) ?? undefined, { what: 'the event relayed' });
      expect(sent.getTime() - Date.parse(event.createdAt)).toBeLessThan(3_000);
      expect(await notify.getJob(event.id)).toBeUndefined();
      const audited = await own.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('event_id', '=', event.id)
        .execute();
      expect(audited).toEqual([{ action: 'Alerta recibida' }]);
    });
  });

  it('queues no notify job for an event that pushes nothing and stores no inbox message: a claim let go by opening another', async () => {
    await withWorker({ processors: false }, async (notify) => {
      const gestor = await createUser(own.database.db);
      const previous = { id: gestor.id, name: 'Ana', last_name: 'Ruiz' };
      const claim = { kind: 'alert' as const, id: 1, holder: null, at: new Date().toISOString() };
      const id = await recordEvent(
        own.database.db,
        'alert.claim_released',
        { claim, previous, reason: 'moved' },
        gestor,
      );
      await waitFor(async () => (await sentAt(id)) ?? undefined, { what: 'the event relayed' });
      expect(await notify.getJob(id)).toBeUndefined();
    });
  });
});
