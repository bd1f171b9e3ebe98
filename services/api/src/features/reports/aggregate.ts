import type { Db } from '@ppd/db';
import { TIME_ZONE } from '@ppd/domain';
import { type Expression, sql } from 'kysely';

/** The columns every report's base query hands to the aggregate. */
export interface FactColumns {
  status: string;
  sex: string | null;
  age: number | null;
  nivel_estudios: string | null;
  at: Date;
  by_authority: boolean;
}

export interface AggregateRow {
  dim: 'total' | 'sex' | 'age' | 'education' | 'status' | 'date' | 'hour';
  key: string | null;
  count: number;
  authorities: number;
}

/** Spec §9 age buckets: the oldest age each holds (50 is in '46 a 50'; '50 +' is over 50). */
export const AGE_LIMITS: readonly (readonly [string, number])[] = [
  ['<18', 17],
  ['18 a 25', 25],
  ['26 a 30', 30],
  ['31 a 35', 35],
  ['36 a 40', 40],
  ['41 a 45', 45],
  ['46 a 50', 50],
];
export const OLDEST_BUCKET = '50 +';

const ageBucket = sql.join(
  AGE_LIMITS.map(([label, max]) => sql`WHEN f.age <= ${sql.lit(max)} THEN ${sql.lit(label)}`),
  sql` `,
);

/** The facts with their age bucket, Mexico City day, weekday and hour. */
export const derived = (facts: Expression<unknown>) => sql`
  SELECT f.*,
    CASE WHEN f.age IS NULL THEN NULL ${ageBucket} ELSE ${sql.lit(OLDEST_BUCKET)} END AS age_bucket,
    l.local::date AS day,
    extract(dow FROM l.local)::int AS dow,
    extract(hour FROM l.local)::int AS hour
  FROM (${facts}) AS f
  CROSS JOIN LATERAL (SELECT f.at AT TIME ZONE ${sql.lit(TIME_ZONE)} AS local) AS l`;

/**
 * Which grouping set a row of `derived` facts came from, and its key; hour before date, so a roll-up that groups
 * every set by day still tells them apart. `authorities` counts the rows an authority handled (the versus chart).
 */
export const dimensions = sql`
  CASE
    WHEN GROUPING(s.sex) = 0 THEN 'sex'
    WHEN GROUPING(s.age_bucket) = 0 THEN 'age'
    WHEN GROUPING(s.nivel_estudios) = 0 THEN 'education'
    WHEN GROUPING(s.status) = 0 THEN 'status'
    WHEN GROUPING(s.dow) = 0 THEN 'hour'
    WHEN GROUPING(s.day) = 0 THEN 'date'
    ELSE 'total'
  END AS dim,
  CASE
    WHEN GROUPING(s.sex) = 0 THEN s.sex
    WHEN GROUPING(s.age_bucket) = 0 THEN s.age_bucket
    WHEN GROUPING(s.nivel_estudios) = 0 THEN s.nivel_estudios
    WHEN GROUPING(s.status) = 0 THEN s.status
    WHEN GROUPING(s.dow) = 0 THEN s.dow || ':' || s.hour
    WHEN GROUPING(s.day) = 0 THEN s.day::text
  END AS key,
  count(*)::int AS count,
  (count(*) FILTER (WHERE s.by_authority))::int AS authorities`;

/** The sets besides the day: the total and the counts by sex, age bucket, education, status and (weekday, hour). */
export const BY_DIMENSION = sql`(), (s.sex), (s.age_bucket), (s.nivel_estudios), (s.status), (s.dow, s.hour)`;

/**
 * Every count the report screen draws, in ONE pass over the filtered rows: GROUPING SETS gives the total and the
 * counts by sex, age bucket, education, status, Mexico City day and (weekday, hour) together. Weekday totals are
 * the sums of the hour cells.
 */
export async function aggregate(db: Db, facts: Expression<FactColumns>): Promise<AggregateRow[]> {
  const { rows } = await sql<AggregateRow>`
    SELECT ${dimensions}
    FROM (${derived(facts)}) AS s
    GROUP BY GROUPING SETS (${BY_DIMENSION}, (s.day))
  `.execute(db);
  return rows;
}
