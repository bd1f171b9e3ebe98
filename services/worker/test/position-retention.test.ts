import { previewRetention } from '@ppd/db';
import { createTestDatabase } from '@ppd/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prunePositions } from '../src/positions/retention.ts';

describe('authority position retention', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let authority: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    authority = (
      await database.db
        .insertInto('users')
        .values({ type: 'authority', email: 'a@prueba.mx', password_hash: 'x', name: 'Au', last_name: 'Toridad' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const fix = (days: number) =>
    sql`(${authority}, 'SRID=4326;POINT(-99.2 19.41)'::geography, 5, ${daysAgo(days)}, ${daysAgo(days)})`;
  const left = async () =>
    (
      await sql<{ days: number }>`SELECT extract(day FROM now() - received_at)::int AS days FROM authority_positions
        ORDER BY received_at`.execute(database.db)
    ).rows.map((r) => r.days);

  it("deletes the history past Configuración's retention, in batches, and keeps the newer", async () => {
    const rows = [...Array.from({ length: 25 }, () => fix(31)), fix(29), fix(1)];
    await sql`INSERT INTO authority_positions (authority_id, location, accuracy_m, fixed_at, received_at)
      VALUES ${sql.join(rows)}`.execute(database.db);
    await sql`INSERT INTO authority_latest_positions (authority_id, location, accuracy_m, fixed_at, received_at)
      VALUES ${fix(1)}`.execute(database.db);

    // The dry run of Configuración counts what the job then deletes.
    expect((await previewRetention(database.db)).positions).toBe(25);
    expect(await prunePositions(database.db, 10)).toBe(25);
    expect(await left()).toEqual([29, 1]);

    await database.db.updateTable('settings').set({ position_retention_days: 7 }).execute();
    expect(await prunePositions(database.db)).toBe(1);
    expect(await left()).toEqual([1]);
    expect(await database.db.selectFrom('authority_latest_positions').select('authority_id').execute()).toEqual([
      { authority_id: authority },
    ]);
  });

  it('deletes a latest position past the retention too', async () => {
    await database.db
      .updateTable('authority_latest_positions')
      .set({ received_at: sql`now() - interval '8 days'` })
      .execute();
    await prunePositions(database.db);
    expect(await database.db.selectFrom('authority_latest_positions').selectAll().execute()).toEqual([]);
  });
});
