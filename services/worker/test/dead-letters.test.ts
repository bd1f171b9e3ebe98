import { recordEvent } from '@ppd/db';
import { waitFor } from '@ppd/db/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redrive } from '../src/dead-letters.ts';
import { pruneOutbox } from '../src/outbox-retention.ts';
import { toDomainEvent } from '../src/relay.ts';
import { mailsTo } from './helpers/maildev.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { createUser, uniqueEmail } from './helpers/users.ts';
import { capturingLogger, startTestWorker } from './helpers/worker.ts';

describe('a job that fails for good', () => {
  const own = ownDatabaseAndRedis();
  let connection: Redis;

  beforeAll(async () => {
    connection = new Redis(own.redis.url, { maxRetriesPerRequest: null });
  });

  afterAll(async () => {
    connection?.disconnect();
  });

  /** An event relayed 8 days ago (past retention), as its job would carry it. */
  async function oldEvent(type: 'user.password_reset_requested' | 'client.action') {
    const user = await createUser(own.database.db, { email: uniqueEmail('muerta') });
    const id =
      type === 'client.action'
        ? await recordEvent(own.database.db, type, { module: 'Reportes', action: 'Atorada', observation: '' }, user)
        : await recordEvent(
            own.database.db,
            type,
            {
              userId: user.id,
              email: user.email,
              name: 'Ana',
              resetUrl: 'http://localhost:3000/reset_password?token=abc',
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            },
            user,
          );
    const row = await own.database.db
      .updateTable('outbox')
      .set({ sent_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, event: toDomainEvent(row) };
  }

  const deadLetter = (jobId: string) =>
    waitFor(
      () => own.database.db.selectFrom('dead_letters').selectAll().where('job_id', '=', jobId).executeTakeFirst(),
      {
        what: 'the dead letter',
      },
    );

  const outboxIds = async () =>
    (await own.database.db.selectFrom('outbox').select('id').execute()).map((r) => r.id).sort();

  it('leaves a dead letter after its last attempt; retention keeps its event; the re-drive runs it', async () => {
    const { db } = own.database;
    const { user, event } = await oldEvent('user.password_reset_requested');
    const { event: done } = await oldEvent('client.action'); // relayed as long ago, its jobs done
    const email = new Queue('email', { connection });
    const { logger, said } = capturingLogger();
    const refused = await startTestWorker({
      databaseUrl: own.database.url,
      redisUrl: own.redis.url,
      relay: false,
      smtpUrl: 'smtp://127.0.0.1:1',
      logger,
    });
    try {
      await email.add(event.type, event, { jobId: event.id, attempts: 1 }); // its first attempt is its last
      const letter = await deadLetter(event.id);
      expect(letter).toMatchObject({ queue: 'email', event_id: event.id, job_name: event.type, attempts: 1 });
      expect(letter.job_data).toEqual(event);
      expect(said('job failed for good; recording its dead letter')).toHaveLength(1);
      expect(said('job failed; will retry')).toEqual([]);
    } finally {
      await refused.stop();
    }

    expect(await pruneOutbox(db, 7)).toBe(1);
    const left = await outboxIds();
    expect(left).toContain(event.id);
    expect(left).not.toContain(done.id);

    const worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url, relay: false });
    try {
      expect(await redrive(db, connection, 'bull')).toBe(1);
      const mails = await waitFor(
        async () => ((await mailsTo(user.email)).length > 0 ? mailsTo(user.email) : undefined),
        {
          what: 'the re-driven mail',
        },
      );
      expect(mails).toHaveLength(1);
      expect(await db.selectFrom('dead_letters').selectAll().execute()).toEqual([]);
      await waitFor(async () => (await email.getJob(event.id))?.finishedOn !== undefined, { what: 'the job done' });
      expect(await (await email.getJob(event.id))!.isCompleted()).toBe(true);
    } finally {
      await worker.stop();
      await email.close();
    }
  });

  it('records a job BullMQ fails for stalling too often, and says it failed for good', async () => {
    const { event } = await oldEvent('client.action');
    const audit = new Queue('audit', { connection });
    await audit.add(event.type, event, { jobId: event.id });
    // What BullMQ's stalled-job check writes on a job's third stall (maxStalledCount 2): the next worker to take it
    // fails it without running it, whatever attempts it has left.
    await connection.hset(`bull:audit:${event.id}`, 'defa', 'job stalled more than allowable limit');
    const { logger, said } = capturingLogger();
    const worker = await startTestWorker({
      databaseUrl: own.database.url,
      redisUrl: own.redis.url,
      relay: false,
      logger,
    });
    try {
      const letter = await deadLetter(event.id);
      expect(letter).toMatchObject({
        queue: 'audit',
        event_id: event.id,
        reason: 'job stalled more than allowable limit',
      });
      expect(said('job failed for good; recording its dead letter')).toHaveLength(1);
      expect(said('job failed; will retry')).toEqual([]);
    } finally {
      await worker.stop();
      await audit.close();
    }
  });
});
