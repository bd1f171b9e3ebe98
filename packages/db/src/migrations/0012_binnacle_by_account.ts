import { type Kysely, sql } from 'kysely';

/**
 * A back-office user's bitácora is read by account, not by e-mail: a visitor may sign up with a gestor's address
 * (e-mails are unique per type), and their actions are not the gestor's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX binnacle_user_date_idx ON binnacle (user_id, date DESC, id DESC)`.execute(db);
  await sql`DROP INDEX binnacle_email_date_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX binnacle_email_date_idx ON binnacle (lower(email), date DESC)`.execute(db);
  await sql`DROP INDEX binnacle_user_date_idx`.execute(db);
}
