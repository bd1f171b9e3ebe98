import { createTestDatabase } from '@ppd/db/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/app.ts';
import auth, { claimsFor, requireDeclaredAccess } from './auth.ts';
import db from './db.ts';
import errors from './errors.ts';

const database = await createTestDatabase();
const app = Fastify();

beforeAll(async () => {
  await app.register(errors);
  await app.register(db, { url: database.url, poolSize: 2 });
  await app.register(auth, { secret: 's', expiresIn: '1h' });
  await app.register(async (scope) => {
    requireDeclaredAccess(scope);
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
        requireDeclaredAccess(scope);
        scope.get('/forgotten', async () => 'x');
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/forgotten does not declare config.access/);
  });
});
