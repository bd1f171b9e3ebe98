import { forgotPassword } from '@ppd/api/testing';
import { sleep, waitFor } from '@ppd/db/testing';
import { messages } from '@ppd/domain';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { login } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { mailsTo } from './helpers/maildev.ts';
import { createUser, uniqueEmail } from './helpers/users.ts';

describe('the forgot-password mail', () => {
  const live = liveStack();

  /** Every key and value in the test's Redis, as text (jobs, their events, the guards, the rate limits). */
  async function everythingInRedis(): Promise<string> {
    const client = new Redis(live.redis.url);
    const read: Record<string, (key: string) => Promise<unknown>> = {
      string: (key) => client.get(key),
      hash: (key) => client.hgetall(key),
      list: (key) => client.lrange(key, 0, -1),
      set: (key) => client.smembers(key),
      zset: (key) => client.zrange(key, 0, -1),
      stream: (key) => client.xrange(key, '-', '+'),
    };
    try {
      const keys = await client.keys('*');
      const values = await Promise.all(keys.map(async (key) => read[await client.type(key)]?.(key)));
      return JSON.stringify([keys, values]);
    } finally {
      client.disconnect();
    }
  }

  const forgot = (email: string) => forgotPassword(live.app, email);

  it('is sent by the worker, in Spanish, with a link that works once', async () => {
    const user = await createUser(live.database.db, { name: 'Lucía' });
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: messages.auth.forgotSent });

    const [mail] = await waitFor(async () => {
      const found = await mailsTo(user.email);
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.subject).toBe(messages.auth.resetMailSubject);
    expect(mail!.text).toContain('Hola Lucía:');
    expect(mail!.text).toMatch(/vence el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm) \(hora de la Ciudad de México\)/);
    expect(mail!.html).toContain('<a href="http://localhost:3000/reset_password?token=');
    const token = /reset_password\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();

    const check = await live.app.inject({ method: 'GET', url: `/users/reset_password?token=${token}` });
    expect(check.statusCode).toBe(200);
    const update = () =>
      live.app.inject({ method: 'POST', url: '/users/update_password', payload: { token, password: 'Nueva.clave.9' } });
    expect((await update()).statusCode).toBe(200);
    expect((await login(live.app, user.email, 'Nueva.clave.9')).status).toBe(200);

    const again = await update();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', message: messages.auth.resetTokenInvalid });
    expect((await live.app.inject({ method: 'GET', url: `/users/reset_password?token=${token}` })).statusCode).toBe(
      400,
    );

    await sleep(1_000);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('is no longer in the outbox nor in Redis once mailed: the row forgets the link and its token', async () => {
    const user = await createUser(live.database.db);
    await forgot(user.email);
    const [mail] = await waitFor(async () => {
      const found = await mailsTo(user.email);
      return found.length > 0 ? found : undefined;
    });
    const token = /reset_password\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const payload = await waitFor(
      async () => {
        const row = await live.database.db
          .selectFrom('outbox')
          .select('payload')
          .where('type', '=', 'user.password_reset_requested')
          .where('actor_id', '=', user.id)
          .executeTakeFirstOrThrow();
        return (row.payload as { resetUrl: string }).resetUrl === '' ? row.payload : undefined;
      },
      { what: 'the outbox row without its link' },
    );
    expect(JSON.stringify(payload)).not.toContain(token);
    expect(payload).toMatchObject({ email: user.email, resetUrl: '' });
    // Nor in Redis: the audit job never had it, and the e-mail job is dropped once done.
    await waitFor(async () => !(await everythingInRedis()).includes(token), { what: 'Redis without the token' });
    expect(await everythingInRedis()).toContain(user.email); // what was searched holds the audit job
  });

  it('answers an unknown address the same way, and sends nothing', async () => {
    const nobody = uniqueEmail('nadie');
    const res = await forgot(nobody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: messages.auth.forgotSent });

    await sleep(1_500); // several relay sweeps
    await live.worker.relay?.idle();
    expect(await mailsTo(nobody)).toEqual([]);
    const events = await live.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'user.password_reset_requested')
      .execute();
    expect(events.map((e) => (e.payload as { email: string }).email)).not.toContain(nobody);
  });
});
