import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, executePrepared } from './connect.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url, 1);
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('executePrepared', () => {
  it('prepares a statement once per connection and runs it with each call’s values', async () => {
    const next = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`;
    expect((await executePrepared(db, next(1))).rows).toEqual([{ n: 2 }]);
    expect((await executePrepared(db, next(41))).rows).toEqual([{ n: 42 }]);
    await sql`SELECT 'not prepared'`.execute(db);

    const { rows } = await sql<{ name: string; statement: string; runs: number }>`
      SELECT name, statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements`.execute(db);
    expect(rows).toEqual([{ name: expect.stringMatching(/^ppd_/), statement: next(0).compile(db).sql, runs: 2 }]);
  });
});
