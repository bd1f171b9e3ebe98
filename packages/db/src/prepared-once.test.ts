import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, preparedOnce } from './connect.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

it('runs a statement compiled once with each call’s own values, in their places, beside its constants', async () => {
  const echo = preparedOnce(
    ['name', 'n'],
    (_db, v: { name: string; n: number }) =>
      sql<{ name: string; n: number; fixed: string }>`SELECT ${v.name}::text AS name, ${v.n}::int + 1 AS n,
      ${'constante'}::text AS fixed`,
  );
  const first = await echo(db, { name: 'Ana', n: 1 });
  const second = await echo(db, { name: 'Luis', n: 41 });
  expect(first.rows).toEqual([{ name: 'Ana', n: 2, fixed: 'constante' }]);
  expect(second.rows).toEqual([{ name: 'Luis', n: 42, fixed: 'constante' }]);
});
