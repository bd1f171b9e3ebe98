import { type Kysely, sql } from 'kysely';

/**
 * Data retention (issue 38 §4): how many months alerts keep their exact place and their chats (the privacy notice's
 * 12 by default), in the one `settings` row, before the worker anonymises them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settings ADD COLUMN alert_retention_months integer NOT NULL DEFAULT 12
    CONSTRAINT settings_alert_retention_range CHECK (alert_retention_months BETWEEN 1 AND 120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settings DROP COLUMN alert_retention_months`.execute(db);
}
