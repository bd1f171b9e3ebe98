import { businessDaysBetween } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const deadline = async (start: Date, days: number) =>
  (await sql<{ due: Date }>`SELECT business_deadline(${start}, ${days}) AS due`.execute(db)).rows[0]!.due;

describe("the complaints' business days in PostgreSQL", () => {
  it('step over Christmas and the rest days the LFT moves to a Monday', async () => {
    // Thursday 24 December 2026, noon in Mexico City: one business day later is Monday the 28th, not Friday the 25th.
    expect(await deadline(new Date('2026-12-24T18:00:00Z'), 1)).toEqual(new Date('2026-12-28T18:00:00Z'));
    // Friday 13 November 2026: Monday the 16th is the Revolution's rest day.
    expect(await deadline(new Date('2026-11-13T18:00:00Z'), 1)).toEqual(new Date('2026-11-17T18:00:00Z'));
    // Over Christmas, then New Year's Day, which only the step over Christmas reaches: Monday 4 January 2027.
    expect(await deadline(new Date('2026-12-23T16:30:00Z'), 6)).toEqual(new Date('2027-01-04T16:30:00Z'));
  });

  it('fall due exactly when the screens count the target reached, every day of a year', async () => {
    const starts = Array.from(
      { length: 366 },
      (_, i) => new Date(Date.UTC(2026, 0, 1, 15 + (i % 9), 7 * i) + i * 86_400_000),
    );
    for (const days of [1, 3, 20]) {
      const { rows } = await sql<{ due: Date }>`
        SELECT business_deadline(s, ${days}) AS due FROM unnest(${starts}::timestamptz[]) WITH ORDINALITY u(s, n) ORDER BY n`.execute(
        db,
      );
      const counted = rows.map(({ due }, i) => [
        businessDaysBetween(starts[i]!, due),
        businessDaysBetween(starts[i]!, new Date(due.getTime() - 60_000)),
      ]);
      expect(counted).toEqual(starts.map(() => [days, days - 1]));
    }
  });
});
