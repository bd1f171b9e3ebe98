import { type Kysely, sql } from 'kysely';

/**
 * A version of what the explorer's map shows, moved by every change to the records or to the record types (one
 * statement-level trigger each): the API keeps the public map's frames while it stands still (a million records
 * are 1.3 s of the API's and PostgreSQL's work, the same for every visitor). The version is a row, updated in the
 * changing transaction: a reader that sees the old version sees none of the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE map_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO map_version (id, version) VALUES (1, 0)`.execute(db);
  await sql`
    CREATE FUNCTION map_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE map_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['records', 'record_types']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_map_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['records', 'record_types']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_map_version`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION map_version_bump()`.execute(db);
  await sql`DROP TABLE map_version`.execute(db);
}
