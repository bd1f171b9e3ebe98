import { type Kysely, sql } from 'kysely';

/**
 * Who is handling an alert or a complaint (issue 35): one row per claimed item, so one holder at a time by the unique
 * keys; the row goes with its item or its holder. `claimed_at` is when the current holder got it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE claims (
    id serial PRIMARY KEY,
    alert_id integer UNIQUE REFERENCES alerts(id) ON DELETE CASCADE,
    complaint_id integer UNIQUE REFERENCES complaints(id) ON DELETE CASCADE,
    holder_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    claimed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    CONSTRAINT claims_one_item CHECK (num_nonnulls(alert_id, complaint_id) = 1)
  )`.execute(db);
  await sql`CREATE INDEX claims_holder_idx ON claims (holder_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE claims`.execute(db);
}
