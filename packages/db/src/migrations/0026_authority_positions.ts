import { type Kysely, sql } from 'kysely';

/**
 * Responders on the map (issue 35 §3). `authority_positions` is the history of every accepted fix (kept for the
 * retention in `settings`, then deleted by the worker); `authority_latest_positions` is each authority's latest fix,
 * written in the same statement as its history row, with the GiST index the assign dialog's KNN (`<->`) walks.
 * Geography, so `<->` and ST_Distance are metres on the spheroid. `settings` is the one row of instance-wide settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE authority_positions (
    id bigserial PRIMARY KEY,
    authority_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    location geography(Point, 4326) NOT NULL,
    accuracy_m real NOT NULL,
    fixed_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX authority_positions_location_idx ON authority_positions USING gist (location)`.execute(db);
  await sql`CREATE INDEX authority_positions_authority_idx ON authority_positions (authority_id, fixed_at)`.execute(db);
  await sql`CREATE INDEX authority_positions_received_idx ON authority_positions (received_at)`.execute(db);

  await sql`CREATE TABLE authority_latest_positions (
    authority_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    location geography(Point, 4326) NOT NULL,
    accuracy_m real NOT NULL,
    fixed_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX authority_latest_positions_location_idx
    ON authority_latest_positions USING gist (location)`.execute(db);

  await sql`CREATE TABLE settings (
    id boolean PRIMARY KEY DEFAULT true CONSTRAINT settings_one_row CHECK (id),
    position_retention_days integer NOT NULL DEFAULT 30
      CONSTRAINT settings_position_retention_range CHECK (position_retention_days BETWEEN 1 AND 3650)
  )`.execute(db);
  await sql`INSERT INTO settings DEFAULT VALUES`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE settings, authority_latest_positions, authority_positions`.execute(db);
}
