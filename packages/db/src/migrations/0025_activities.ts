import { type Kysely, sql } from 'kysely';

/**
 * Calendar events are "activities" in code, so "event" means a domain event only: their tables, and the sequences,
 * indexes and constraints named after them, take the new name. The outbox and the dead letters keep what has not been
 * relayed (or could be re-driven), so their rows take the catalogue's new names too ('event.sent' → 'activity.sent',
 * the payload's `event` → `activity`, a comment's target and a catalogue change's kind), or an upgraded worker would
 * refuse them; so do the webhook endpoints' subscriptions. What the apps see does not change: paths, fields, a send's kind and a notification's kind.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any database shape
type Db = Kysely<any>;

/** [old, new] table names; the objects named after a table start with its name and an underscore. */
const TABLES: [string, string][] = [
  ['event_categories', 'activity_categories'],
  ['events', 'activities'],
  ['event_comments', 'activity_comments'],
];

/**
 * Renames the table and every constraint, index and sequence of it whose name begins with `from_`. A constraint
 * backed by an index (a key) renames its index with it, so the indexes left are renamed after the constraints.
 */
async function renameTable(db: Db, from: string, to: string): Promise<void> {
  // A DO block takes no parameters: the names are this file's constants.
  const named = `LIKE '${from}\\_%'`;
  const renamed = (column: string) => `'${to}' || substr(${column}, ${from.length + 1})`;
  await sql
    .raw(`
    DO $$
    DECLARE r record;
    BEGIN
      ALTER TABLE ${from} RENAME TO ${to};
      FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = '${to}'::regclass AND conname ${named} LOOP
        EXECUTE format('ALTER TABLE ${to} RENAME CONSTRAINT %I TO %I', r.conname, ${renamed('r.conname')});
      END LOOP;
      FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relname ${named} AND (c.relkind = 'S' OR c.oid IN
          (SELECT indexrelid FROM pg_index WHERE indrelid = '${to}'::regclass)) LOOP
        EXECUTE format('ALTER %s %I RENAME TO %I', CASE r.relkind WHEN 'S' THEN 'SEQUENCE' ELSE 'INDEX' END,
          r.relname, ${renamed('r.relname')});
      END LOOP;
    END $$`)
    .execute(db);
}

/** The outbox's and the dead letters' rows of the renamed events, from one name set to the other. */
async function renameEvents(db: Db, from: 'event' | 'activity', to: 'event' | 'activity'): Promise<void> {
  const category = (name: string) => `${name}_category`;
  // One function, used by both tables: a domain event's type and payload as the new catalogue writes them.
  const payload = (column: string, type: string) =>
    sql.raw(`
    CASE
      WHEN ${type} LIKE '${from}.%' THEN (${column} - '${from}') || jsonb_build_object('${to}', ${column} -> '${from}')
      WHEN ${type} LIKE 'comment.%' AND ${column} ->> 'target' = '${from}' THEN jsonb_set(${column}, '{target}', '"${to}"')
      WHEN ${type} = 'catalog.changed' AND ${column} ->> 'kind' = '${category(from)}'
        THEN jsonb_set(${column}, '{kind}', '"${category(to)}"')
      ELSE ${column}
    END`);
  const type = (column: string) => sql.raw(`regexp_replace(${column}, '^${from}\\.', '${to}.')`);
  await sql`UPDATE outbox SET payload = ${payload('payload', 'type')}, type = ${type('type')}
    WHERE type LIKE ${`${from}.%`} OR type LIKE 'comment.%' OR type = 'catalog.changed'`.execute(db);
  await sql`
    UPDATE dead_letters SET
      job_name = ${type('job_name')},
      job_data = jsonb_set(
        jsonb_set(job_data, '{payload}', ${payload("(job_data -> 'payload')", "(job_data ->> 'type')")}),
        '{type}', to_jsonb(${type("(job_data ->> 'type')")}))
    WHERE job_data ? 'type' AND job_data ? 'payload'
      AND (job_name LIKE ${`${from}.%`} OR job_name LIKE 'comment.%' OR job_name = 'catalog.changed')`.execute(db);
  // A webhook endpoint subscribes by catalogue name: it keeps receiving what it asked for.
  await sql`
    UPDATE webhook_endpoints SET events = ARRAY(
      SELECT ${type('e.name')} FROM unnest(events) WITH ORDINALITY AS e (name, n) ORDER BY e.n)
    WHERE EXISTS (SELECT 1 FROM unnest(events) AS e (name) WHERE e.name LIKE ${`${from}.%`})`.execute(db);
}

export async function up(db: Db): Promise<void> {
  for (const [from, to] of TABLES) await renameTable(db, from, to);
  await renameEvents(db, 'event', 'activity');
}

export async function down(db: Db): Promise<void> {
  for (const [from, to] of TABLES.toReversed()) await renameTable(db, to, from);
  await renameEvents(db, 'activity', 'event');
}
