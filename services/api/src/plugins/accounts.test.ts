import { waitFor } from '@ppd/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../test/app.ts';
import { type Account, accountCache } from './accounts.ts';

const account = (id: number, inactive = false): Account => ({
  id,
  type: 'monitor',
  email: `cuenta${id}@prueba.mx`,
  is_admin: false,
  inactive,
  sessions_valid_from: new Date(0),
  revoked_sessions: [],
});

/** The database's rows as a loader sees them, counting the reads; `pause` holds the answers back. */
function rows() {
  const table = new Map<number, Account>();
  let reads = 0;
  let gate: Promise<void> | null = null;
  return {
    table,
    reads: () => reads,
    pause() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async load(id: number) {
      reads += 1;
      const row = table.get(id); // what the statement's snapshot saw
      await gate;
      return row;
    },
  };
}

describe('accountCache', () => {
  it('reads an account once while it hears every change, and again after a change', async () => {
    const db = rows();
    db.table.set(1, account(1));
    const cache = accountCache(db.load);
    cache.heard(true);
    await cache.find(1);
    expect(await cache.find(1)).toEqual(account(1));
    expect(db.reads()).toBe(1);

    db.table.set(1, account(1, true));
    cache.notified('1');
    expect((await cache.find(1))?.inactive).toBe(true);
    expect(db.reads()).toBe(2);
  });

  it('reads every time while it does not hear the changes', async () => {
    const db = rows();
    db.table.set(1, account(1));
    const cache = accountCache(db.load);
    await cache.find(1);
    await cache.find(1);
    expect(db.reads()).toBe(2);

    cache.heard(true);
    await cache.find(1);
    cache.heard(false);
    await cache.find(1);
    expect(db.reads()).toBe(4);
  });

  it('does not keep a read that began before a change', async () => {
    const db = rows();
    db.table.set(1, account(1));
    const cache = accountCache(db.load);
    cache.heard(true);
    const release = db.pause();
    const reading = cache.find(1);
    db.table.set(1, account(1, true));
    cache.notified('1');
    release();
    expect((await reading)?.inactive).toBe(false);
    expect((await cache.find(1))?.inactive).toBe(true);
  });

  it('forgets every account on an empty payload and on hearing again', async () => {
    const db = rows();
    for (const id of [1, 2]) db.table.set(id, account(id));
    const cache = accountCache(db.load);
    cache.heard(true);
    await Promise.all([cache.find(1), cache.find(2)]);
    cache.notified('');
    await Promise.all([cache.find(1), cache.find(2)]);
    expect(db.reads()).toBe(4);
    cache.heard(true);
    await cache.find(1);
    expect(db.reads()).toBe(5);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/info',
    headers: { 'x-access-token': token },
    payload: { type: 'monitor', email },
  });

/** The API's LISTEN connection to its own database. */
const listener = () =>
  sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE application_name = 'ppd-listen-account_changed' AND datname = current_database()`.execute(t.db);

describe('the accounts behind tokens', () => {
  it('refuses a token of an account deactivated by another process, once the change is heard', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    expect((await info(token, user.email)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ inactive: true }).where('id', '=', user.id).execute();
    await waitFor(async () => (await info(token, user.email)).statusCode === 401, { what: 'the refusal' });
  });

  it('refuses at once in the process that made the change, without waiting for the NOTIFY', async () => {
    // Another process would hear these changes; with the trigger off, only this process's own forgetting can tell.
    await sql`ALTER TABLE users DISABLE TRIGGER users_account_changed`.execute(t.db);
    try {
      const admin = await createUser(t.db, { is_admin: true });
      const other = await createUser(t.db, { is_admin: true });
      const plain = await createUser(t.db);
      const [adminToken, otherToken, plainToken] = await Promise.all([
        loginAs(t.app, admin.email),
        loginAs(t.app, other.email),
        loginAs(t.app, plain.email),
      ]);
      const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

      expect((await as(adminToken, 'GET', '/monitors')).statusCode).toBe(200);
      const demoted = { name: admin.name, last_name: admin.last_name, phone_number: '5512345678', is_admin: 'false' };
      expect((await as(otherToken, 'PUT', `/monitors/${admin.id}`, demoted)).statusCode).toBe(200);
      expect((await as(adminToken, 'GET', '/monitors')).statusCode).toBe(403);

      expect((await info(plainToken, plain.email)).statusCode).toBe(200);
      const deactivate = { id: plain.id, inactive: true };
      expect((await as(otherToken, 'POST', '/users/updateActivity', deactivate)).statusCode).toBe(200);
      expect((await info(plainToken, plain.email)).statusCode).toBe(401);

      const change = { old_password: 'secreto123', new_password: 'otra-clave-9' };
      expect((await as(otherToken, 'POST', '/users/update_my_password', change)).statusCode).toBe(200);
      expect((await info(otherToken, other.email)).statusCode).toBe(401);
    } finally {
      await sql`ALTER TABLE users ENABLE TRIGGER users_account_changed`.execute(t.db);
    }
  });

  it('reads the row on every request while the LISTEN connection is down, and keeps hearing once it is back', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    expect((await info(token, user.email)).statusCode).toBe(200);
    const [before] = (await listener()).rows;
    await sql`SELECT pg_terminate_backend(${before!.pid})`.execute(t.db);
    await waitFor(async () => (await listener()).rows.every((r) => r.pid !== before!.pid), { what: 'the end' });
    await t.db.updateTable('users').set({ inactive: true }).where('id', '=', user.id).execute();
    expect((await info(token, user.email)).statusCode).toBe(401);

    await waitFor(async () => (await listener()).rows.length === 1, { what: 'a new LISTEN' });
    await t.db.updateTable('users').set({ inactive: false }).where('id', '=', user.id).execute();
    await waitFor(async () => (await info(token, user.email)).statusCode === 200, { what: 'the reactivation' });
    await t.db.updateTable('users').set({ inactive: true }).where('id', '=', user.id).execute();
    await waitFor(async () => (await info(token, user.email)).statusCode === 401, { what: 'the refusal' });
  });
});
