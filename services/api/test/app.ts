import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, type Db, hashPassword, type NewAlert, type NewUser } from '@ppd/db';
import { createTestDatabase } from '@ppd/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's MEDIA_DIR: a folder of its own, removed on close. */
  mediaDir: string;
  close: () => Promise<void>;
}

/** The real app on a fresh database and media folder of its own, with the shared Redis. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'ppd-test-media-'));
  // Test files share one Redis and all come from 127.0.0.1: the per-address limit is for the tests that set it.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    ADDRESS_MAX_PER_MINUTE: '1000000',
    ...env,
  });
  const app = await buildApp(config);
  return {
    app,
    db: database.db,
    mediaDir,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Runs `act` while the outbox refuses events of `type`: a change failing after its other writes. */
export async function whileOutboxRefuses<T>(db: Db, type: string, act: () => Promise<T>): Promise<T> {
  await sql`CREATE FUNCTION refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.type = TG_ARGV[0] THEN RAISE EXCEPTION 'outbox down'; END IF; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER refuse_event BEFORE INSERT ON outbox
    FOR EACH ROW EXECUTE FUNCTION refuse_event(${sql.lit(type)})`.execute(db);
  try {
    return await act();
  } finally {
    await sql`DROP TRIGGER refuse_event ON outbox`.execute(db);
    await sql`DROP FUNCTION refuse_event`.execute(db);
  }
}

let counter = 0;
const run = Math.random().toString(36).slice(2, 8);
export async function createUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password = 'secreto123', ...rest } = overrides;
  counter += 1;
  return db
    .insertInto('users')
    .values({
      type: 'monitor',
      email: `persona${counter}.${run}@prueba.mx`,
      name: 'Persona',
      last_name: `Prueba ${counter}`,
      password_hash: await hashPassword(password),
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export { insertAlertType, insertComplaintCategory } from '@ppd/db/testing';

/** An alert raised at the test position (in Mexico City), with what the test cares about. */
export const insertAlert = (db: Db, values: Omit<NewAlert, 'lat' | 'lon'>) =>
  db
    .insertInto('alerts')
    .values({ lat: 19.41, lon: -99.2, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();

export async function loginAs(app: FastifyInstance, email: string, password = 'secreto123', type = 'monitor') {
  const res = await app.inject({ method: 'POST', url: '/users/login/', payload: { email, password, type } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A gestor's «¿Olvidaste tu contraseña?» on the web, for `email`. */
export const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/users/forgot_password',
    payload: { email, source: 'web', usertypeWeb: 'monitor' },
  });

/** A new user (createUser's overrides) signed in as their type: the row with its token. */
export async function signedIn(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { ...user, token: await loginAs(t.app, user.email, overrides.password, user.type) };
}

export function errorOf(res: LightMyRequestResponse) {
  return res.json<{ error: { name: string }; message: string; field?: string }>();
}

let visitors = 0;
/** A valid visitor sign-up (POST /api/app/visitors), with overrides. */
export const visitorSignUpInput = (over: Record<string, unknown> = {}) => ({
  email: `visitante${++visitors}.${run}@prueba.mx`,
  password: 'clave-visitante',
  name: 'María',
  last_name: 'López',
  sex: 'M',
  age: 27,
  nivel_estudios: 'Universidad',
  ...over,
});

/** How many rows a table holds (tests check that a refused request wrote nothing). */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Until a statement of this database waits for a lock: a test holding a row's lock knows then that the request it
 * started has made its checks and waits to write, and can change the row under it.
 */
export async function waitForLockWaiter(db: Db) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement waited for a lock');
}
