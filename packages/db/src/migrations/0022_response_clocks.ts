import { type Kysely, sql } from 'kysely';

/**
 * Response clocks (issue 35 §2, docs/decisions/response-clocks.md). Targets live on the catalogues: seconds per alert
 * type (Mexico's 911 norm: assigned within 120 s, attended within 10 min of the alert) and business days per
 * complaint category (3 to a first answer, 20 to closing). Each deadline of an open item is a row of
 * `response_deadlines`, level 1 at the target and level 2 at twice it; the worker's sweeper fires due rows once
 * (`fired_at`, set in the statement that writes the breach's outbox row). Triggers write the rows as items are
 * written and delete the unfired ones of a phase once it is met, so no writer of alerts or complaints has to know.
 * A deadline already past when its item is written (a seed, an import, synthetic history) is written fired: a breach
 * is announced for time that runs while the product watches.
 */
const MX = sql.lit('America/Mexico_City');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alert_types
    ADD COLUMN assign_target_s integer NOT NULL DEFAULT 120 CONSTRAINT alert_types_assign_target_positive CHECK (assign_target_s > 0),
    ADD COLUMN attend_target_s integer NOT NULL DEFAULT 600 CONSTRAINT alert_types_attend_target_positive CHECK (attend_target_s > 0)`.execute(
    db,
  );
  await sql`ALTER TABLE complaint_categories
    ADD COLUMN first_answer_days integer NOT NULL DEFAULT 3 CONSTRAINT complaint_categories_first_answer_positive CHECK (first_answer_days > 0),
    ADD COLUMN closing_days integer NOT NULL DEFAULT 20 CONSTRAINT complaint_categories_closing_positive CHECK (closing_days > 0)`.execute(
    db,
  );
  // Mexico City business days (Monday to Friday; holidays are not counted), at the same time of day.
  await sql`
    CREATE FUNCTION business_deadline(start timestamptz, days integer) RETURNS timestamptz
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT (d::date + (start AT TIME ZONE ${MX})::time) AT TIME ZONE ${MX}
      FROM generate_series((start AT TIME ZONE ${MX})::date + 1, (start AT TIME ZONE ${MX})::date + days * 2 + 7,
                           interval '1 day') d
      WHERE extract(isodow FROM d) < 6
      ORDER BY d OFFSET days - 1 LIMIT 1
    $$`.execute(db);
  await sql`
    CREATE TABLE response_deadlines (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      alert_id integer REFERENCES alerts (id) ON DELETE CASCADE,
      complaint_id integer REFERENCES complaints (id) ON DELETE CASCADE,
      phase text NOT NULL CHECK (phase IN ('assignment', 'attended', 'first_answer', 'closing')),
      level smallint NOT NULL CHECK (level IN (1, 2)),
      due_at timestamptz NOT NULL,
      fired_at timestamptz,
      CONSTRAINT response_deadlines_one_item CHECK ((alert_id IS NULL) <> (complaint_id IS NULL)),
      CONSTRAINT response_deadlines_phase_of_item CHECK ((alert_id IS NOT NULL) = (phase IN ('assignment', 'attended')))
    )`.execute(db);
  // The fired mark: one row per item, phase and level.
  await sql`CREATE UNIQUE INDEX response_deadlines_item_key ON response_deadlines (coalesce(alert_id, complaint_id), phase, level)`.execute(
    db,
  );
  await sql`CREATE INDEX response_deadlines_due_idx ON response_deadlines (due_at) WHERE fired_at IS NULL`.execute(db);
  await sql`CREATE INDEX response_deadlines_alert_idx ON response_deadlines (alert_id) WHERE alert_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX response_deadlines_complaint_idx ON response_deadlines (complaint_id) WHERE complaint_id IS NOT NULL`.execute(
    db,
  );
  for (const item of ITEMS) await triggers(db, item);
}

/** Each open phase's two deadlines of the items in `source` (a table, or a trigger's transition table). */
const alertDeadlines = (source: string) => sql`
  SELECT a.id AS item, p.phase, l.level, a.fecha_alerta + make_interval(secs => p.target * l.level) AS due
  FROM ${sql.table(source)} a
  JOIN alert_types t ON t.id = a.alert_type_id
  CROSS JOIN LATERAL (VALUES ('assignment', t.assign_target_s, a.status = 'ABIERTA'),
                             ('attended', t.attend_target_s, a.status IN ('ABIERTA', 'ASIGNADA'))) p(phase, target, open)
  CROSS JOIN (VALUES (1), (2)) l(level)
  WHERE p.open`;

const complaintDeadlines = (source: string) => sql`
  SELECT c.id AS item, p.phase, l.level, business_deadline(c.date, p.days * l.level) AS due
  FROM ${sql.table(source)} c
  JOIN complaint_categories k ON k.id = c.category_id
  CROSS JOIN LATERAL (VALUES ('first_answer', k.first_answer_days, c.status = 'no atendida'),
                             ('closing', k.closing_days, c.status <> 'atendida')) p(phase, days, open)
  CROSS JOIN (VALUES (1), (2)) l(level)
  WHERE p.open`;

const ITEMS = [
  {
    table: 'alerts',
    column: 'alert_id',
    deadlines: alertDeadlines,
    opening: 'ABIERTA',
    met: `phase = 'assignment' OR NEW.status IN ('ATENDIDA', 'CERRADA')`,
  },
  {
    table: 'complaints',
    column: 'complaint_id',
    deadlines: complaintDeadlines,
    opening: 'no atendida',
    met: `phase = 'first_answer' OR NEW.status = 'atendida'`,
  },
] as const;

const insertDeadlines = (item: (typeof ITEMS)[number], source: string) => sql`
  INSERT INTO response_deadlines (${sql.raw(item.column)}, phase, level, due_at, fired_at)
  SELECT item, phase, level, due, CASE WHEN due <= now() THEN due END FROM (${item.deadlines(source)}) x`;

/**
 * Rows written by statement triggers with transition tables: a bulk insert of history costs one statement more.
 * A phase is met once the status leaves its opening one (assignment), or reaches the end (attended, closing).
 */
async function triggers(db: Kysely<unknown>, item: (typeof ITEMS)[number]): Promise<void> {
  await sql`
    CREATE FUNCTION ${sql.raw(`response_deadlines_of_${item.table}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${insertDeadlines(item, 'born')};
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${item.table}_response_deadlines`)} AFTER INSERT ON ${sql.table(item.table)}
    REFERENCING NEW TABLE AS born
    FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(`response_deadlines_of_${item.table}`)}()`.execute(db);
  await sql`
    CREATE FUNCTION ${sql.raw(`response_met_${item.table}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM response_deadlines
      WHERE ${sql.raw(item.column)} = NEW.id AND fired_at IS NULL AND (${sql.raw(item.met)});
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${item.table}_response_met`)} AFTER UPDATE OF status ON ${sql.table(item.table)}
    FOR EACH ROW WHEN (NEW.status <> ${sql.lit(item.opening)} AND OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION ${sql.raw(`response_met_${item.table}`)}()`.execute(db);
  await insertDeadlines(item, item.table).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ITEMS) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_response_met`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_response_deadlines`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(`response_met_${table}`)}(), ${sql.raw(`response_deadlines_of_${table}`)}()`.execute(
      db,
    );
  }
  await sql`DROP TABLE response_deadlines`.execute(db);
  await sql`DROP FUNCTION business_deadline(timestamptz, integer)`.execute(db);
  await sql`ALTER TABLE complaint_categories DROP COLUMN first_answer_days, DROP COLUMN closing_days`.execute(db);
  await sql`ALTER TABLE alert_types DROP COLUMN assign_target_s, DROP COLUMN attend_target_s`.execute(db);
}
