import { createTestDatabase } from '@ppd/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOutbox } from '../src/outbox-retention.ts';

describe('outbox retention', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('deletes events relayed more than a week ago, in batches, and never an unsent one', async () => {
    const row = (sentDaysAgo: number | null, createdDaysAgo: number) => sql`
      (${`client.action`}, '{}'::jsonb, now() - make_interval(days => ${createdDaysAgo}),
       ${sentDaysAgo === null ? null : sql`now() - make_interval(days => ${sentDaysAgo})`})`;
    const rows = [...Array.from({ length: 25 }, () => row(8, 8)), row(6, 6), row(null, 30)];
    await sql`INSERT INTO outbox (type, payload, created_at, sent_at) VALUES ${sql.join(rows)}`.execute(database.db);

    expect(await pruneOutbox(database.db, 7, 10)).toBe(25);
    const left = await database.db
      .selectFrom('outbox')
      .select(sql<number | null>`extract(day FROM now() - sent_at)::int`.as('sent_days_ago'))
      .orderBy('created_at')
      .execute();
    expect(left).toEqual([{ sent_days_ago: null }, { sent_days_ago: 6 }]);
  });
});
