import { createHmac } from 'node:crypto';
import { createTestDatabase } from '@ppd/db/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/app.ts';
import accounts from './accounts.ts';
import auth, { claimsFor, requireDeclaredAccess } from './auth.ts';
import db from './db.ts';
import errors from './errors.ts';

const SECRET = 'a-secret-of-at-least-32-characters!!';
const database = await createTestDatabase();
const app = Fastify();

beforeAll(async () => {
  await app.register(errors);
  await app.register(db, { url: database.url, poolSize: 2 });
  await app.register(accounts, { url: database.url });
  await app.register(auth, { secret: SECRET, expiresIn: '1h' });
  await app.register(async (scope) => {
    requireDeclaredAccess(scope, []);
    scope.get('/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
    scope.get('/authorities-only', { config: { access: ['authority'] } }, async () => ({ ok: true }));
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const tokenFor = async (overrides: Parameters<typeof createUser>[1]) =>
  app.jwt.sign(claimsFor(await createUser(database.db, overrides)));

describe('declared access', () => {
  it('refuses admin-only routes to a gestor without the admin flag, and lets an admin in', async () => {
    const plain = await app.inject({ url: '/admin-only', headers: { 'x-access-token': await tokenFor({}) } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.name).toBe('Forbidden');
    const admin = await app.inject({
      url: '/admin-only',
      headers: { 'x-access-token': await tokenFor({ is_admin: true }) },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('keeps an authority with an admin flag out of admin routes, and gestores out of the app routes', async () => {
    const authority = await tokenFor({ type: 'authority', is_admin: true });
    expect((await app.inject({ url: '/admin-only', headers: { 'x-access-token': authority } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/authorities-only', headers: { 'x-access-token': authority } })).statusCode).toBe(
      200,
    );
    const gestor = await tokenFor({ is_admin: true });
    expect((await app.inject({ url: '/authorities-only', headers: { 'x-access-token': gestor } })).statusCode).toBe(
      403,
    );
  });

  it('will not start with a route that does not say who may call it', async () => {
    const start = async () => {
      const bare = Fastify();
      await bare.register(async (scope) => {
        requireDeclaredAccess(scope, []);
        scope.get('/forgotten', async () => 'x');
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/forgotten does not declare config.access/);
  });
});

/** A token signed by hand, as an attacker holding the secret but not our signer's settings would make it. */
function handMadeToken(claims: object, algorithm: 'HS256' | 'HS512') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: algorithm, typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac(algorithm === 'HS256' ? 'sha256' : 'sha512', SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('token rules', () => {
  const call = (token: string) => app.inject({ url: '/admin-only', headers: { 'x-access-token': token } });
  const exp = () => Math.floor(Date.now() / 1000) + 3600;

  it('accepts a token of the pinned algorithm with an expiry (the control)', async () => {
    const claims = claimsFor(await createUser(database.db, { is_admin: true }));
    expect((await call(handMadeToken({ ...claims, exp: exp() }, 'HS256'))).statusCode).toBe(200);
  });

  it('refuses a token without exp, and one signed with another HS algorithm', async () => {
    const claims = claimsFor(await createUser(database.db, { is_admin: true }));
    const noExpiry = await call(handMadeToken(claims, 'HS256'));
    expect(noExpiry.statusCode).toBe(401);
    expect(noExpiry.json().error.name).toBe('JsonWebTokenError');
    expect((await call(handMadeToken({ ...claims, exp: exp() }, 'HS512'))).statusCode).toBe(401);
  });
});
