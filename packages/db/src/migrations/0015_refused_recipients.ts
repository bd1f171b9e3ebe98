import { type Kysely, sql } from 'kysely';

/** The addresses an SMTP server refused in a mail it accepted for the others (services/worker/src/processors/email.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_deliveries ADD COLUMN refused text[] NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_deliveries DROP COLUMN refused`.execute(db);
}
