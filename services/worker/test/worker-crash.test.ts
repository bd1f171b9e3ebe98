import { sleep, waitFor } from '@ppd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type FastifyInstance, smtpUrl } from './helpers/api.ts';
import { mailsTo } from './helpers/maildev.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { exited, spawnWorker } from './helpers/processes.ts';
import { startSlowSmtp } from './helpers/smtp.ts';
import { createUser } from './helpers/users.ts';

describe('a worker process that dies in the middle of a job', () => {
  const own = ownDatabaseAndRedis();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(own.database.url, own.redis.url);
  });

  afterAll(async () => {
    await app?.close();
  });

  const workerEnv = (smtp: string, more: Record<string, string> = {}) => ({
    ...more,
    DATABASE_URL: own.database.url,
    REDIS_URL: own.redis.url,
    SMTP_URL: smtp,
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
    OUTBOX_SWEEP_MS: '250',
    WORKER_CONCURRENCY: '2',
  });

  it('is replaced by another, and the mail and the bitácora row exist exactly once', async () => {
    const { db } = own.database;
    const user = await createUser(db);
    const slow = await startSlowSmtp();
    // The killed worker's claim on the mail lasts 4 × the send timeout: the second worker sends once it is over.
    const quickSmtp = { MAIL_SEND_TIMEOUT_MS: '1000' };
    const first = spawnWorker(workerEnv(slow.url, quickSmtp));
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/users/forgot_password',
        payload: { email: user.email, source: 'web', usertypeWeb: 'monitor' },
      });
      expect(res.statusCode).toBe(200);

      // The first worker is now inside SMTP DATA, waiting for an answer that will not come.
      await Promise.race([
        slow.dataStarted,
        sleep(30_000).then(() => {
          throw new Error(`the first worker never reached SMTP:\n${first.output()}`);
        }),
      ]);
      first.kill('SIGKILL');
      expect((await exited(first)).signal).toBe('SIGKILL');
    } finally {
      first.kill('SIGKILL');
      await slow.close();
    }

    const second = spawnWorker(workerEnv(smtpUrl(), quickSmtp));
    try {
      const mails = await waitFor(
        async () => ((await mailsTo(user.email)).length > 0 ? mailsTo(user.email) : undefined),
        {
          timeoutMs: 30_000,
          what: `the mail from the second worker\n${second.output()}`,
        },
      );
      expect(mails).toHaveLength(1);

      const event = await db
        .selectFrom('outbox')
        .select(['id', 'sent_at'])
        .where('type', '=', 'user.password_reset_requested')
        .executeTakeFirstOrThrow();
      expect(event.sent_at).not.toBeNull();
      await waitFor(async () => {
        const rows = await db.selectFrom('audit_log').select('id').where('event_id', '=', event.id).execute();
        return rows.length > 0;
      });

      await sleep(2_500); // more sweeps and stalled checks: still nothing twice
      expect(await mailsTo(user.email)).toHaveLength(1);
      expect(await db.selectFrom('audit_log').select('id').where('event_id', '=', event.id).execute()).toHaveLength(1);
    } finally {
      second.kill('SIGTERM');
      expect((await exited(second)).code).toBe(0);
    }
  });

  it('finishes the job in hand when asked to stop (SIGTERM), then exits cleanly', async () => {
    const { db } = own.database;
    const user = await createUser(db);
    const slow = await startSlowSmtp(1_500);
    const worker = spawnWorker(workerEnv(slow.url));
    try {
      await app.inject({
        method: 'POST',
        url: '/users/forgot_password',
        payload: { email: user.email, source: 'web', usertypeWeb: 'monitor' },
      });
      await slow.dataStarted;
      worker.kill('SIGTERM');
      const { code } = await exited(worker);
      expect(code).toBe(0);
      expect(slow.accepted()).toBe(1);
      expect(worker.output()).toContain('mail sent');
    } finally {
      worker.kill('SIGKILL');
      await slow.close();
    }
  });
});
