import { mexicanHolidays } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';

const MX = `'America/Mexico_City'`;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** n weekdays after day d (0022's closed form: a weekend day counts from its Friday). */
const weekdaysAfter = (d: string, n: string) => {
  const w = `extract(isodow FROM ${d})::int`;
  return `${d} - (greatest(${w}, 5) - 5) + ${n} + 2 * ((least(${w}, 5) - 1 + ${n}) / 5)`;
};

/** 0022's rule, for `down`: weekdays only, one expression. */
const weekdaysDeadline = sql.raw(`
  CREATE OR REPLACE FUNCTION business_deadline(start timestamptz, days integer) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT (${weekdaysAfter(`(start AT TIME ZONE ${MX})::date`, 'days')} + (start AT TIME ZONE ${MX})::time)
      AT TIME ZONE ${MX}
  $$`);

const restDaysDeadline = sql.raw(`
  CREATE OR REPLACE FUNCTION business_deadline(start timestamptz, days integer) RETURNS timestamptz
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  DECLARE
    local timestamp := start AT TIME ZONE ${MX};
    counted date := local::date;
    due date := ${weekdaysAfter('counted', 'days')};
    skipped integer;
  BEGIN
    LOOP
      SELECT count(*) INTO skipped FROM rest_days WHERE day > counted AND day <= due AND extract(isodow FROM day) < 6;
      EXIT WHEN skipped = 0;
      counted := due;
      due := ${weekdaysAfter('due', 'skipped')};
    END LOOP;
    RETURN (due + local::time) AT TIME ZONE ${MX};
  END $$`);

/** The complaints' deadlines phase by phase (0022's), in `up` behind the date bound. */
const complaintDeadlines = (source: string, bounded: boolean) => `
  SELECT c.id AS item, p.phase, business_deadline(c.date, p.days) AS d1, business_deadline(c.date, p.days * 2) AS d2
  FROM ${source} c
  JOIN complaint_categories k ON k.id = c.category_id
  CROSS JOIN LATERAL (VALUES ('first_answer', k.first_answer_days, c.status = 'no atendida'),
                             ('closing', k.closing_days, c.status <> 'atendida')) p(phase, days, open)
  WHERE p.open${bounded ? ' AND c.date > now() - make_interval(days => 4 * p.days + 30)' : ''}
  OFFSET 0`;

/** 0022's insert trigger of the complaints (OFFSET 0: each deadline computed once, after the date bound). */
const complaintTrigger = (bounded: boolean) =>
  sql.raw(`
  CREATE OR REPLACE FUNCTION response_deadlines_of_complaints() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO response_deadlines (item_id, phase, first_due, second_due, fired_level, next_due)
    SELECT item, phase, d1, d2, CASE WHEN d1 <= now() THEN 1 ELSE 0 END, CASE WHEN d1 <= now() THEN d2 ELSE d1 END
    FROM (${complaintDeadlines('born', bounded)}) x WHERE d2 > now();
    RETURN NULL;
  END $$`);

/** The open complaints' deadlines counted again by the rule in force; a level already fired stays fired. */
const recount = sql.raw(`
  UPDATE response_deadlines d SET first_due = n.d1, second_due = n.d2,
    next_due = CASE d.fired_level WHEN 0 THEN n.d1 WHEN 1 THEN n.d2 END
  FROM (${complaintDeadlines('complaints', false)}) n
  WHERE d.item_id = n.item AND d.phase = n.phase`);

/**
 * One business-day rule. The complaints' clocks counted Monday to Friday (0022), while the ARCO terms also skip the
 * LFT's rest days (`isWorkingDay` in @ppd/domain): a complaint filed before Christmas fell due a day early. The rest
 * days are now a table written from the same list, and `business_deadline` steps over those that fall on a weekday.
 * It is no longer one expression PostgreSQL inlines (~6 µs a call instead of ~1.3), so the complaints' insert trigger
 * first drops the rows whose second deadline is surely past (history: they get no row anyway) by a plain date
 * bound: 2n business days span at most 2n·7/5 calendar days plus the rest days between, well under 4n + 30.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rest_days (day date PRIMARY KEY)`.execute(db);
  const days: string[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) days.push(...mexicanHolidays(year));
  await sql`INSERT INTO rest_days SELECT unnest(${days}::date[])`.execute(db);
  await restDaysDeadline.execute(db);
  await complaintTrigger(true).execute(db);
  await recount.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await weekdaysDeadline.execute(db);
  await complaintTrigger(false).execute(db);
  await recount.execute(db);
  await sql`DROP TABLE rest_days`.execute(db);
}
