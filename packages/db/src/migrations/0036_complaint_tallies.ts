import { type Kysely, sql } from 'kysely';

// The complaints a statement added (+1) and took away (-1), by category and status.
const added = 'SELECT category_id, status, 1 AS d FROM added';
const gone = 'SELECT category_id, status, -1 AS d FROM gone';

/**
 * How many complaints each category holds in each status (issue 39 §5): the complaints list's tab counts read these
 * few rows instead of counting a million complaints. Statement triggers with transition tables keep them exact in the
 * writer's own transaction; the deltas are applied in key order, so two writers never lock two tallies crosswise.
 * Transition tables cannot go with UPDATE OF a column list: an update that moves no complaint sums to nothing.
 * Complaints by category, tab and date for the list's pages under a category and a tab.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE complaint_tallies (
    category_id integer NOT NULL,
    status text NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (category_id, status))`.execute(db);
  await sql`CREATE FUNCTION complaint_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      EXECUTE 'INSERT INTO complaint_tallies AS t (category_id, status, n)
        SELECT category_id, status, sum(d) FROM (' || TG_ARGV[0] || ') changed
        GROUP BY category_id, status HAVING sum(d) <> 0 ORDER BY category_id, status
        ON CONFLICT (category_id, status) DO UPDATE SET n = t.n + excluded.n';
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION complaint_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM complaint_tallies; RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER complaints_tallies_insert AFTER INSERT ON complaints REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION complaint_tallies_apply(${sql.lit(added)})`.execute(db);
  await sql`CREATE TRIGGER complaints_tallies_update AFTER UPDATE ON complaints
    REFERENCING OLD TABLE AS gone NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION complaint_tallies_apply(${sql.lit(`${added} UNION ALL ${gone}`)})`.execute(db);
  await sql`CREATE TRIGGER complaints_tallies_delete AFTER DELETE ON complaints REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION complaint_tallies_apply(${sql.lit(gone)})`.execute(db);
  await sql`CREATE TRIGGER complaints_tallies_truncate AFTER TRUNCATE ON complaints
    FOR EACH STATEMENT EXECUTE FUNCTION complaint_tallies_clear()`.execute(db);
  // After the triggers, in the migration's transaction: their lock holds off writers until the tallies are counted.
  await sql`INSERT INTO complaint_tallies SELECT category_id, status, count(*) FROM complaints GROUP BY 1, 2`.execute(
    db,
  );
  await sql`CREATE INDEX complaints_category_status_idx ON complaints (category_id, status, date DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX complaints_category_status_idx`.execute(db);
  await sql`DROP TABLE complaint_tallies`.execute(db);
  for (const op of ['insert', 'update', 'delete', 'truncate']) {
    await sql`DROP TRIGGER ${sql.raw(`complaints_tallies_${op}`)} ON complaints`.execute(db);
  }
  await sql`DROP FUNCTION complaint_tallies_apply(), complaint_tallies_clear()`.execute(db);
}
