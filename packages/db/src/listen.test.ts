import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { sql, type UpdateObject } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';
import { ACCOUNT_CHANNEL, type Listener, listen } from './listen.ts';
import { createTestDatabase } from './testing.ts';
import { waitFor } from './wait.ts';

let db: Db;
let url: string;
let drop: () => Promise<void>;
let listener: Listener;
const heard: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ db, drop, url } = database);
  await new Promise<void>((ready) => {
    listener = listen(database.url, ACCOUNT_CHANNEL, { notified: (p) => heard.push(p), ready }, console);
  });
});
afterAll(async () => {
  await listener.close();
  await drop();
});

/** The payloads heard once there are `n` (a NOTIFY arrives after its commit, in commit order). */
async function next(n: number): Promise<string[]> {
  await waitFor(() => heard.length >= n, { timeoutMs: 2_000, intervalMs: 10, what: `${n} notifications` });
  return heard.splice(0, heard.length);
}

describe('account changes (migration 0011)', () => {
  it("tells an account's id when what its tokens are checked against changes, and nothing else", async () => {
    const { id } = await db
      .insertInto('users')
      .values({ type: 'visitor', email: 'v@prueba.mx', password_hash: 'x', name: 'Vi', last_name: 'Sitante' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const update = (set: UpdateObject<Database, 'users'>) =>
      db.updateTable('users').set(set).where('id', '=', id).execute();
    // What raising an alert or editing a profile writes: nothing a token depends on.
    await update({ last_seen_at: new Date(), last_location: sql`ST_SetSRID(ST_MakePoint(-99.2, 19.4), 4326)` });
    await update({ name: 'Otra', password_hash: 'y' });
    await update({ inactive: false });
    await update({ inactive: true });
    expect(await next(1)).toEqual([String(id)]);

    await update({ is_admin: true });
    await update({ email: 'w@prueba.mx' });
    await update({ sessions_valid_from: new Date() });
    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await next(4)).toEqual(Array(4).fill(String(id)));
  });

  it('tells every account when the table is emptied', async () => {
    await sql`TRUNCATE users CASCADE`.execute(db);
    expect(await next(1)).toEqual(['']);
  });
});

/** A TCP hop to PostgreSQL that can stop passing bytes without closing anything, as a failing network does. */
async function silentableProxy(target: URL) {
  let silent = false;
  const sockets: Socket[] = [];
  const server = createServer((down) => {
    const up = tcpConnect(Number(target.port), target.hostname);
    sockets.push(down, up);
    down.on('data', (bytes) => silent || up.write(bytes));
    up.on('data', (bytes) => silent || down.write(bytes));
    for (const [a, b] of [
      [down, up],
      [up, down],
    ] as const) {
      a.on('error', () => {});
      a.on('close', () => b.destroy());
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const via = new URL(target);
  via.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: via.toString(),
    silence: (on: boolean) => {
      silent = on;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('listen', () => {
  it('finds a connection that went silent, says so, and listens again once the network is back', async () => {
    const network = await silentableProxy(new URL(url));
    const said: string[] = [];
    const payloads: string[] = [];
    const quiet = { warn: () => {} };
    const silentListener = listen(
      network.url,
      'silence_test',
      { notified: (p) => payloads.push(p), ready: () => said.push('ready'), lost: () => said.push('lost') },
      quiet,
      { heartbeatMs: 100, timeoutMs: 200 },
    );
    const until = (check: () => boolean) => waitFor(check, { timeoutMs: 5_000, intervalMs: 20 });
    try {
      await until(() => said.length === 1);
      network.silence(true);
      await until(() => said.length === 2);
      network.silence(false);
      await until(() => said.length === 3);
      expect(said).toEqual(['ready', 'lost', 'ready']);
      await sql`SELECT pg_notify('silence_test', 'oída')`.execute(db);
      await until(() => payloads.length === 1);
      expect(payloads).toEqual(['oída']);
    } finally {
      await silentListener.close();
      network.close();
    }
  });
});
