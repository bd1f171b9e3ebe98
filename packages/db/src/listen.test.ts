import { sql, type UpdateObject } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';
import { ACCOUNT_CHANNEL, type Listener, listen } from './listen.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;
let listener: Listener;
const heard: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ db, drop } = database);
  await new Promise<void>((ready) => {
    listener = listen(database.url, ACCOUNT_CHANNEL, { notified: (p) => heard.push(p), ready }, console);
  });
});
afterAll(async () => {
  await listener.close();
  await drop();
});

/** Waits for the next `n` payloads heard (a NOTIFY arrives after its commit, in commit order). */
async function next(n: number): Promise<string[]> {
  const deadline = Date.now() + 2_000;
  while (heard.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
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
