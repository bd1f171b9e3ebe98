import { type Kysely, sql } from 'kysely';

/**
 * Catalogue names are unique regardless of case *and accents* ('Áreas verdes' = 'areas VERDES'): the unique
 * indexes of 0002 on lower(name) become indexes on ppd_fold(name). unaccent() is only STABLE (it reads its
 * dictionary), so an index cannot use it directly; ppd_fold pins the dictionary and is declared IMMUTABLE, the
 * documented way to index it. The index names stay `<table>_<column>_key`, which the API maps to its 409 texts.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any database shape
type Db = Kysely<any>;

/** [table, name column, scope column] of every catalogue with a unique name. */
const UNIQUE_NAMES: [string, string, string?][] = [
  ['projects', 'nombre'],
  ['main_categories', 'nombre'],
  ['record_types', 'nombre'],
  ['subcategories', 'nombre', 'id_maincategory'],
  ['authority_categories', 'name_category'],
  ['complaint_categories', 'name'],
  ['emergency_numbers', 'nombre'],
  ['survey_categories', 'category_name'],
  ['event_categories', 'name'],
  ['places', 'nombre'],
];

async function reindex(db: Db, expression: (column: string) => string): Promise<void> {
  for (const [table, column, scope] of UNIQUE_NAMES) {
    const key = scope ? `${scope}, ${expression(column)}` : expression(column);
    await sql.raw(`DROP INDEX IF EXISTS ${table}_${column}_key`).execute(db);
    await sql.raw(`CREATE UNIQUE INDEX ${table}_${column}_key ON ${table} (${key})`).execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`
    CREATE FUNCTION ppd_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    SET search_path FROM CURRENT
    AS $$ SELECT lower(unaccent('unaccent'::regdictionary, btrim(value))) $$
  `.execute(db);
  await reindex(db, (column) => `ppd_fold(${column})`);
}

export async function down(db: Db): Promise<void> {
  await reindex(db, (column) => `lower(${column})`);
  await sql`DROP FUNCTION IF EXISTS ppd_fold(text)`.execute(db);
}
