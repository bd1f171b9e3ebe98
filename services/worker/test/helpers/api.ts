import { buildApp } from '@ppd/api';
import { claimsFor, loadConfig } from '@ppd/api/testing';
import { createTestDatabase } from '@ppd/db/testing';
import type { FastifyInstance } from 'fastify';

export type { FastifyInstance };

/** The real API, on a test database and a Redis of the test's choosing (and a live Redis, LIVE_REDIS_URL). */
export function buildTestApp(databaseUrl: string, redisUrl: string, liveRedisUrl?: string): Promise<FastifyInstance> {
  const live = liveRedisUrl ? { LIVE_REDIS_URL: liveRedisUrl } : {};
  return buildApp(
    loadConfig({ ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SMTP_URL: smtpUrl(), ...live }),
  );
}

export function smtpUrl(): string {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set: run `source scripts/env.sh` first');
  return url;
}

type TokenUser = Parameters<typeof claimsFor>[0];

/** A token as the login route signs it; `expiresIn` as @fastify/jwt reads it ('1s', '12h'). */
export function tokenFor(app: FastifyInstance, user: TokenUser, expiresIn?: string) {
  return expiresIn === undefined ? app.jwt.sign(claimsFor(user)) : app.jwt.sign(claimsFor(user), { expiresIn });
}

export async function login(app: FastifyInstance, email: string, password: string, type = 'monitor') {
  const res = await app.inject({ method: 'POST', url: '/users/login/', payload: { email, password, type } });
  return { status: res.statusCode, body: res.json() as { token: string } };
}

/** The real API on a fresh test database, listening on a free port of 127.0.0.1 (for app clients and sockets). */
export async function listeningTestApp() {
  const database = await createTestDatabase();
  const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: database.url }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
