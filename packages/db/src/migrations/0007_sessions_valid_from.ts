import { type Kysely, sql } from 'kysely';

/**
 * Tokens issued before this instant are refused. It moves on a password change and on deactivation, so
 * reactivating an account does not revive the tokens it had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users RENAME COLUMN password_changed_at TO sessions_valid_from`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users RENAME COLUMN sessions_valid_from TO password_changed_at`.execute(db);
}
