import { messages } from '@ppd/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_MINUTE: '3' });
});
afterAll(() => t.close());

it('slows down password guessing: after the limit, even the right password waits', async () => {
  const user = await createUser(t.db, { email: `limite-${Date.now()}@prueba.mx` });
  const attempt = (password: string) =>
    t.app.inject({ method: 'POST', url: '/users/login/', payload: { email: user.email, password, type: 'monitor' } });
  for (let i = 0; i < 3; i++) expect((await attempt('mala')).statusCode).toBe(401);
  const blocked = await attempt('secreto123');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ error: { name: 'TooManyRequests' }, message: messages.auth.tooManyAttempts });
});
