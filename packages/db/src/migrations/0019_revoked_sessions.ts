import { type Kysely, sql } from 'kysely';

/**
 * Signing out ends that token, not only the device's copy of it: its session id is kept here until the token would
 * have expired (a token saved on a lost or shared phone is then refused). The account's other sessions go on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE revoked_sessions (
    sid uuid PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX revoked_sessions_user_idx ON revoked_sessions (user_id, expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE revoked_sessions`.execute(db);
}
