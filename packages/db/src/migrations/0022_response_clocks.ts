import { type Kysely, sql } from 'kysely';

/**
 * Response clocks (issue 35 §2, docs/decisions/response-clocks.md). Targets live on the catalogues: seconds per alert
 * type (Mexico's 911 norm: assigned within 120 s, attended within 10 min of the alert) and business days per
 * complaint category (3 to a first answer, 20 to closing). Each open phase of an item is a row of
 * `response_deadlines` with its two deadlines (level 1 at the target, level 2 at twice it); `next_due` is the one
 * still to fire. The worker's sweeper fires due rows in the statement that writes the breach's outbox row, so a
 * level fires once. Statement triggers write the rows as items are written and delete them once their phase is met
 * or their item is gone, so no writer of alerts or complaints has to know. A level already past when its item is
 * written (a seed, an import, synthetic history) counts as fired: a breach is announced for time that runs while the
 * product watches, and an item with both levels past gets no row at all (bulk history stays cheap).
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
  // Mexico City business days (Monday to Friday; holidays are not counted), at the same time of day. One expression,
  // which PostgreSQL inlines: a bulk insert computes four per row. A weekend start counts from its Friday; from a
  // business day of weekday w (1-5), n business days are n calendar days plus two per weekend crossed.
  const local = sql`(start AT TIME ZONE ${MX})`;
  const w = sql`extract(isodow FROM ${local})::int`;
  await sql`
    CREATE FUNCTION business_deadline(start timestamptz, days integer) RETURNS timestamptz
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT (${local}::date - (greatest(${w}, 5) - 5) + days + 2 * ((least(${w}, 5) - 1 + days) / 5)
              + ${local}::time) AT TIME ZONE ${MX}
    $$`.execute(db);
  // No foreign key: a bulk insert of history would check one per row. The delete triggers below stand for it.
  await sql`
    CREATE TABLE response_deadlines (
      item_id integer NOT NULL,
      phase text NOT NULL CHECK (phase IN ('assignment', 'attended', 'first_answer', 'closing')),
      first_due timestamptz NOT NULL,
      second_due timestamptz NOT NULL,
      fired_level smallint NOT NULL DEFAULT 0 CHECK (fired_level BETWEEN 0 AND 2),
      next_due timestamptz,
      PRIMARY KEY (item_id, phase)
    )`.execute(db);
  await sql`CREATE INDEX response_deadlines_due_idx ON response_deadlines (next_due) WHERE next_due IS NOT NULL`.execute(
    db,
  );
  for (const item of ITEMS) await triggers(db, item);
}

/** Each open phase's two deadlines (d1, d2) of the items in `source` (a table, or a trigger's transition table). */
const alertDeadlines = (source: string) => sql`
  SELECT a.id AS item, p.phase, a.fecha_alerta + make_interval(secs => p.target) AS d1,
         a.fecha_alerta + make_interval(secs => p.target * 2) AS d2
  FROM ${sql.table(source)} a
  JOIN alert_types t ON t.id = a.alert_type_id
  CROSS JOIN LATERAL (VALUES ('assignment', t.assign_target_s, a.status = 'ABIERTA'),
                             ('attended', t.attend_target_s, a.status IN ('ABIERTA', 'ASIGNADA'))) p(phase, target, open)
  WHERE p.open`;

const complaintDeadlines = (source: string) => sql`
  SELECT c.id AS item, p.phase, business_deadline(c.date, p.days) AS d1, business_deadline(c.date, p.days * 2) AS d2
  FROM ${sql.table(source)} c
  JOIN complaint_categories k ON k.id = c.category_id
  CROSS JOIN LATERAL (VALUES ('first_answer', k.first_answer_days, c.status = 'no atendida'),
                             ('closing', k.closing_days, c.status <> 'atendida')) p(phase, days, open)
  WHERE p.open`;

const ITEMS = [
  {
    table: 'alerts',
    phases: "('assignment', 'attended')",
    deadlines: alertDeadlines,
    opening: 'ABIERTA',
    met: `phase = 'assignment' OR (phase = 'attended' AND NEW.status IN ('ATENDIDA', 'CERRADA'))`,
  },
  {
    table: 'complaints',
    phases: "('first_answer', 'closing')",
    deadlines: complaintDeadlines,
    opening: 'no atendida',
    met: `phase = 'first_answer' OR (phase = 'closing' AND NEW.status = 'atendida')`,
  },
] as const;

const insertDeadlines = (item: (typeof ITEMS)[number], source: string) => sql`
  INSERT INTO response_deadlines (item_id, phase, first_due, second_due, fired_level, next_due)
  SELECT item, phase, d1, d2, CASE WHEN d1 <= now() THEN 1 ELSE 0 END, CASE WHEN d1 <= now() THEN d2 ELSE d1 END
  FROM (${item.deadlines(source)}) x WHERE d2 > now()`;

/**
 * Rows written by statement triggers with transition tables: a bulk insert of history costs one statement more.
 * A phase is met once the status leaves its opening one (assignment, first answer), or reaches the end (attended,
 * closing); a row goes with its item.
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
      DELETE FROM response_deadlines WHERE item_id = NEW.id AND (${sql.raw(item.met)});
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${item.table}_response_met`)} AFTER UPDATE OF status ON ${sql.table(item.table)}
    FOR EACH ROW WHEN (NEW.status <> ${sql.lit(item.opening)} AND OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION ${sql.raw(`response_met_${item.table}`)}()`.execute(db);
  await sql`
    CREATE FUNCTION ${sql.raw(`response_gone_${item.table}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM response_deadlines d USING gone
      WHERE d.item_id = gone.id AND d.phase IN ${sql.raw(item.phases)};
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${item.table}_response_gone`)} AFTER DELETE ON ${sql.table(item.table)}
    REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(`response_gone_${item.table}`)}()`.execute(db);
  await insertDeadlines(item, item.table).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ITEMS) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_response_gone`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_response_met`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_response_deadlines`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(`response_gone_${table}`)}(), ${sql.raw(`response_met_${table}`)}(), ${sql.raw(`response_deadlines_of_${table}`)}()`.execute(
      db,
    );
  }
  await sql`DROP TABLE response_deadlines`.execute(db);
  await sql`DROP FUNCTION business_deadline(timestamptz, integer)`.execute(db);
  await sql`ALTER TABLE complaint_categories DROP COLUMN first_answer_days, DROP COLUMN closing_days`.execute(db);
  await sql`ALTER TABLE alert_types DROP COLUMN assign_target_s, DROP COLUMN attend_target_s`.execute(db);
}
