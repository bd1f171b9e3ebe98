import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * A change to a day that was already marked must hold the mark until it commits: otherwise a report can claim the
 * mark, recount the day without the uncommitted change, and leave the day unmarked with its old counts for good.
 * Marking now takes a share lock on the day's mark (writers do not wait for one another); a report claims only
 * the marks nobody holds (`SKIP LOCKED`) and reads the other days from the rows, so it never waits for a writer.
 * A writer that meets a mark being claimed waits for that report, then marks the day again.
 */
const SOURCES = [
  { kind: 'alert', at: 'fecha_alerta' },
  { kind: 'complaint', at: 'date' },
] as const;

const day = (row: string, at: string) => sql.raw(`(${row}.${at} AT TIME ZONE 'America/Mexico_City')::date`);

/** Each kind's trigger function, marking the old row's day and the new one's with `mark`. */
async function markTriggers(
  db: Kysely<unknown>,
  mark: (kind: string, day: RawBuilder<unknown>) => RawBuilder<unknown>,
) {
  for (const s of SOURCES) {
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(`report_mark_${s.kind}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${mark(s.kind, day('OLD', s.at))} END IF;
        IF TG_OP <> 'DELETE' THEN ${mark(s.kind, day('NEW', s.at))} END IF;
        RETURN NULL;
      END $$`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION report_mark(k text, d date) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      LOOP
        PERFORM 1 FROM report_dirty WHERE kind = k AND day = d FOR KEY SHARE;
        EXIT WHEN FOUND;
        INSERT INTO report_dirty (kind, day) VALUES (k, d) ON CONFLICT DO NOTHING;
        EXIT WHEN FOUND;
      END LOOP;
    END $$`.execute(db);
  await markTriggers(db, (kind, d) => sql`PERFORM report_mark(${sql.lit(kind)}, ${d});`);
  await sql`
    CREATE OR REPLACE FUNCTION report_mark_visitor() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM report_mark(m.kind, m.day) FROM (
        SELECT 'alert' AS kind, ${day('alerts', 'fecha_alerta')} AS day FROM alerts WHERE visitor_id = NEW.id
        UNION SELECT 'complaint', ${day('complaints', 'date')} FROM complaints WHERE visitor_id = NEW.id
        ORDER BY 1, 2
      ) m;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await markTriggers(
    db,
    (kind, d) => sql`INSERT INTO report_dirty (kind, day) VALUES (${sql.lit(kind)}, ${d}) ON CONFLICT DO NOTHING;`,
  );
  await sql`
    CREATE OR REPLACE FUNCTION report_mark_visitor() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO report_dirty (kind, day)
      SELECT 'alert', ${day('alerts', 'fecha_alerta')} FROM alerts WHERE visitor_id = NEW.id
      UNION SELECT 'complaint', ${day('complaints', 'date')} FROM complaints WHERE visitor_id = NEW.id
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP FUNCTION report_mark(text, date)`.execute(db);
}
