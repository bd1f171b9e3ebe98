import { type Kysely, sql } from 'kysely';

/**
 * The app's inbox (GET /api/app/notifications) pages a user's rows by id, newest first, and answers the unread
 * count with every page: an index for each. The (user_id, created_at) index served nothing else; the new one also
 * serves the cascade when a user is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notifications_user_id_idx ON notifications (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`.execute(db);
  await sql`DROP INDEX notifications_user_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)`.execute(db);
  await sql`DROP INDEX notifications_unread_idx`.execute(db);
  await sql`DROP INDEX notifications_user_id_idx`.execute(db);
}
