import { randomInt } from 'node:crypto';
import { messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_MINUTE: '3', ADDRESS_MAX_PER_MINUTE: '5' });
});
afterAll(() => t.close());

/** Limits live in the shared Redis for a minute: each test signs in from an address of its own. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const attempt = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/users/login/',
    payload: { email, password, type: 'monitor' },
    headers,
    remoteAddress: from,
  });

describe('sign-in limits', () => {
  it('slows down password guessing: after the limit, even the right password waits', async () => {
    const user = await createUser(t.db);
    const from = someAddress();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'mala', from)).statusCode).toBe(401);
    const blocked = await attempt(user.email, 'secreto123', from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: { name: 'TooManyRequests' },
      message: messages.auth.tooManyAttempts,
    });
  });

  it('counts per account: neither a forged X-Forwarded-For nor another address resets it', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': someAddress() };
      statuses.push((await attempt(user.email, 'mala', someAddress(), forged)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts per address too: one machine cannot try many accounts', async () => {
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const user = await createUser(t.db);
      statuses.push((await attempt(user.email, 'mala', from)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('limits password changes per signed-in account', async () => {
    const user = await createUser(t.db);
    const login = await attempt(user.email, 'secreto123', someAddress());
    const token = login.json<{ token: string }>().token;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/update_my_password',
        headers: { 'x-access-token': token },
        payload: { old_password: 'incorrecta', new_password: 'nueva12345' },
        remoteAddress: someAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429]);
    expect(statuses.slice(0, 3).every((s) => s === 400)).toBe(true);
  });

  it('limits finishing a password reset per address: made-up tokens cannot be tried without end', async () => {
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/update_password',
        payload: { token: `inventado-${i}`, password: 'nueva12345' },
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
