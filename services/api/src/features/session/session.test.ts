import { hashPassword, verifyPassword } from '@ppd/db';
import { messages } from '@ppd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  forgotPassword,
  loginAs,
  type TestApp,
  waitForLockWaiter,
} from '../../../test/app.ts';
import { lastEvent } from '../../../test/outbox.ts';
import { claimsFor } from '../../plugins/auth.ts';
import { hashResetToken } from './tokens.ts';

// The real hash, watched: a reset with a made-up token must cost no hashing.
vi.mock('@ppd/db', async (original) => {
  const db = await original<typeof import('@ppd/db')>();
  return { ...db, hashPassword: vi.fn(db.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxCount = async (type: string) =>
  (
    await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', type)
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /users/login/', () => {
  it('answers a token and records the sign-in event for the worker to audit', async () => {
    const user = await createUser(t.db, { email: 'Ana@Demo.ppd' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login/',
      payload: { email: 'ana@demo.ppd', password: 'secreto123', type: 'monitor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^ey/);
    const event = await lastEvent(t.db, 'user.logged_in');
    expect(event).toMatchObject({ actor_id: user.id, actor_email: 'Ana@Demo.ppd', sent_at: null });
  });

  it('refuses a wrong password and an unknown e-mail with the same message, recording nothing', async () => {
    const user = await createUser(t.db);
    const before = await outboxCount('user.logged_in');
    for (const payload of [
      { email: user.email, password: 'otra', type: 'monitor' },
      { email: `nadie.${Date.now()}@prueba.mx`, password: 'secreto123', type: 'monitor' },
      { email: user.email, password: 'secreto123', type: 'authority' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/users/login/', payload });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({
        error: { name: 'InvalidCredentials' },
        message: messages.auth.invalidCredentials,
      });
    }
    expect(await outboxCount('user.logged_in')).toBe(before);
  });

  it('names the field at fault for missing or mistyped input', async () => {
    const cases = [
      [{ password: 'x', type: 'monitor' }, 'email', messages.auth.emailInvalid],
      [{ email: 'no-es-correo', password: 'x', type: 'monitor' }, 'email', messages.auth.emailInvalid],
      [{ email: 'a@b.mx', type: 'monitor' }, 'password', messages.auth.passwordRequired],
      [{ email: 'a@b.mx', password: 1234, type: 'monitor' }, 'password', messages.auth.passwordRequired],
      [{ email: 'a@b.mx', password: 'x', type: 'jefe' }, 'type', undefined],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/users/login/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorOf(res);
      expect(body.field).toBe(field);
      expect(body.error.name).toBe('ValidationError');
      if (message) expect(body.message).toBe(message);
      else expect(body.message.length).toBeGreaterThan(0);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/users/login/' });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(t.db, { inactive: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login/',
      payload: { email: user.email, password: 'secreto123', type: 'monitor' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(messages.auth.inactiveUser);
  });
});

describe('the session token', () => {
  it('opens /users/info for its owner, under both API prefixes', async () => {
    const user = await createUser(t.db, { is_admin: true, name: 'Ana' });
    const token = await loginAs(t.app, user.email);
    for (const url of ['/users/info', '/apidev/users/info']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-access-token': token },
        payload: { type: 'monitor', email: user.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user_id: user.id, name: 'Ana', is_admin: true, email: user.email });
      expect(res.json()).not.toHaveProperty('password_hash');
    }
  });

  it('answers 401 with the error name the client uses to go back to /login', async () => {
    const user = await createUser(t.db);
    const info = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/users/info', headers, payload: { type: 'monitor', email: user.email } });
    expect(errorOf(await info({})).error.name).toBe('InvalidTokenError');
    expect(errorOf(await info({ 'x-access-token': 'basura' })).error.name).toBe('JsonWebTokenError');
    const forged = t.app.jwt.sign({ ...claimsFor(user), admin: true }, { key: 'otra-clave' });
    expect(errorOf(await info({ 'x-access-token': forged })).error.name).toBe('JsonWebTokenError');
    const expiring = t.app.jwt.sign(claimsFor(user), { expiresIn: '1s' });
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await info({ 'x-access-token': expiring });
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).error.name).toBe('TokenExpiredError');
  });

  it('stops working once the user is deactivated', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    await t.db.updateTable('users').set({ inactive: true }).where('id', '=', user.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/info',
      headers: { 'x-access-token': token },
      payload: { type: 'monitor', email: user.email },
    });
    expect(res.statusCode).toBe(401);
  });

  it("does not show another user's profile", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/info',
      headers: { 'x-access-token': await loginAs(t.app, me.email) },
      payload: { type: 'monitor', email: other.email },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /users/me', () => {
  it('updates the name, or names the blank field', async () => {
    const user = await createUser(t.db);
    const headers = { 'x-access-token': await loginAs(t.app, user.email) };
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers,
      payload: { name: '  ', last_name: 'X' },
    });
    expect(errorOf(blank)).toMatchObject({ field: 'name', message: messages.people.nameRequired });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers,
      payload: { name: 'Lucía', last_name: 'Pérez' },
    });
    expect(res.json()).toMatchObject({ name: 'Lucía', last_name: 'Pérez' });
  });
});

describe('POST /users/update_my_password', () => {
  it('checks the current password and refuses reusing it, changing nothing', async () => {
    const user = await createUser(t.db);
    const headers = { 'x-access-token': await loginAs(t.app, user.email) };
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/users/update_my_password', headers, payload });

    expect(errorOf(await change({ old_password: 'mala', new_password: 'nueva123' }))).toMatchObject({
      field: 'old_password',
      message: messages.auth.passwordWrongOld,
    });
    expect(errorOf(await change({ old_password: 'secreto123', new_password: 'secreto123' }))).toMatchObject({
      field: 'new_password',
      message: messages.auth.passwordSameAsOld,
    });
    expect(errorOf(await change({ old_password: 'secreto123' }))).toMatchObject({
      field: 'new_password',
      message: messages.auth.passwordRequired,
    });
    expect(errorOf(await change({ old_password: 'secreto123', new_password: '1234567' }))).toMatchObject({
      field: 'new_password',
      message: messages.auth.passwordTooShort,
    });
    expect(await passwordIs(user.id, 'secreto123')).toBe(true);

    const ok = await change({ old_password: 'secreto123', new_password: 'nueva123' });
    expect(ok.json()).toEqual({ status: 'ok', message: messages.auth.passwordChanged, token: expect.any(String) });
    await loginAs(t.app, user.email, 'nueva123');
    expect(await outboxCount('user.password_changed')).toBeGreaterThan(0);
    // Tokens issued before the change are spent; the one who changed it goes on with the token in the answer.
    const stale = await t.app.inject({ method: 'POST', url: '/users/logout', headers });
    expect(stale.statusCode).toBe(401);
    const renewed = { 'x-access-token': ok.json().token as string };
    const info = { email: user.email, type: 'monitor' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/users/info', headers: renewed, payload: info })).statusCode,
    ).toBe(200);
  });
});

/** Whether a user's stored password is still `password`. */
async function passwordIs(userId: number, password: string) {
  const { password_hash } = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return verifyPassword(password_hash, password);
}

describe('a password change racing a deactivation', () => {
  it('changes nothing once the account was deactivated while the change was on its way', async () => {
    const user = await createUser(t.db);
    const headers = { 'x-access-token': await loginAs(t.app, user.email) };
    const payload = { old_password: 'secreto123', new_password: 'nueva123' };
    let change: Promise<LightMyRequestResponse> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      change = t.app.inject({ method: 'POST', url: '/users/update_my_password', headers, payload });
      await waitForLockWaiter(t.db);
      await trx.updateTable('users').set({ inactive: true }).where('id', '=', user.id).execute();
    });
    const res = await change!;
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(messages.auth.inactiveUser);
    expect(await passwordIs(user.id, 'secreto123')).toBe(true);
  });
});

describe('password reset', () => {
  /** The token of the reset link the e-mail job carries, as the user would open it. */
  const mailedToken = async (userId: number) => {
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'user.password_reset_requested')
      .where('actor_id', '=', userId)
      .executeTakeFirstOrThrow();
    return new URL((event.payload as { resetUrl: string }).resetUrl).searchParams.get('token')!;
  };
  const forgot = (email: string) => forgotPassword(t.app, email);

  it('answers the same for known and unknown e-mails, and only the known one gets a link', async () => {
    const user = await createUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot(`nadie.${Date.now()}@prueba.mx`);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(messages.auth.forgotSent);
    const tokens = await t.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(tokens).toHaveLength(1);
    expect(hashResetToken(await mailedToken(user.id))).toBe(tokens[0]!.token_hash);
    expect(errorOf(await forgot(`sin-arroba-${Date.now()}`))).toMatchObject({
      field: 'email',
      message: messages.auth.emailInvalid,
    });
  });

  it('resets once with a valid link, and refuses reused, expired or unknown tokens', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = await mailedToken(user.id);

    const check = await t.app.inject({ method: 'GET', url: `/users/reset_password?token=${token}` });
    expect(check.statusCode).toBe(200);
    const update = (tk: string, password = 'desdeCorreo1') =>
      t.app.inject({ method: 'POST', url: '/users/update_password', payload: { token: tk, password } });
    // A short one is refused under its field, and the link still works.
    expect(errorOf(await update(token, 'corta'))).toMatchObject({
      field: 'password',
      message: messages.auth.passwordTooShort,
    });
    expect((await update(token)).json()).toEqual({ status: 'ok', message: messages.auth.passwordUpdated });
    await loginAs(t.app, user.email, 'desdeCorreo1');

    const reused = await update(token);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).field).toBe('token');
    expect((await t.app.inject({ method: 'GET', url: `/users/reset_password?token=${token}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/users/reset_password?token=inventado' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/users/reset_password' })).statusCode).toBe(400);

    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token_hash: hashResetToken('caducado'), expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await update('caducado')).statusCode).toBe(400);
    await loginAs(t.app, user.email, 'desdeCorreo1');
  });

  it('refuses a made-up, spent or expired token without hashing the new password', async () => {
    const user = await createUser(t.db);
    await t.db
      .insertInto('password_reset_tokens')
      .values([
        { user_id: user.id, token_hash: hashResetToken('gastado'), expires_at: new Date(Date.now() + 60_000) },
        { user_id: user.id, token_hash: hashResetToken('vencido'), expires_at: new Date(Date.now() - 1000) },
      ])
      .execute();
    await t.db
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashResetToken('gastado'))
      .execute();
    vi.mocked(hashPassword).mockClear();
    for (const token of ['inventado', 'gastado', 'vencido']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/update_password',
        payload: { token, password: 'x'.repeat(200) },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'token', message: messages.auth.resetTokenInvalid });
    }
    expect(hashPassword).not.toHaveBeenCalled();
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token_hash: hashResetToken('vigente'), expires_at: new Date(Date.now() + 60_000) })
      .execute();
    const valid = { token: 'vigente', password: 'desdeCorreo1' };
    expect((await t.app.inject({ method: 'POST', url: '/users/update_password', payload: valid })).statusCode).toBe(
      200,
    );
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});

describe('POST /users/logout', () => {
  it('records the sign-out for the audit log', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/logout',
      headers: { 'x-access-token': await loginAs(t.app, user.email) },
    });
    expect(res.json()).toEqual({ status: 'ok' });
    const event = await lastEvent(t.db, 'user.logged_out');
    expect(event.actor_id).toBe(user.id);
  });

  it('ends that sign-in: its token is refused afterwards (a copy left on a lost phone), the others go on', async () => {
    const user = await createUser(t.db);
    const [phone, laptop] = [await loginAs(t.app, user.email), await loginAs(t.app, user.email)];
    const info = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users/info',
        headers: { 'x-access-token': token },
        payload: { type: 'monitor', email: user.email },
      });
    expect((await info(phone)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/users/logout',
      headers: { 'x-access-token': phone, 'content-type': 'application/json' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const refused = await info(phone);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).error.name).toBe('JsonWebTokenError');
    expect((await info(laptop)).statusCode).toBe(200);
    // Signing out again with the spent token is refused like any other call.
    expect(
      (await t.app.inject({ method: 'POST', url: '/users/logout', headers: { 'x-access-token': phone } })).statusCode,
    ).toBe(401);
  });
});
