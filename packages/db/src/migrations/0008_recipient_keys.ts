import { type Kysely, sql } from 'kysely';

/**
 * Two keys instead of three on a send's recipients: (visitor_id, send_id) serves both "my sends" and a chunk's
 * per-recipient update, and (send_id, seq) the chunks. A send writes every recipient once, so each index fewer is
 * a fifth or so of the audience's materialisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bulk_send_recipients_visitor_idx`.execute(db);
  await sql`ALTER TABLE bulk_send_recipients DROP CONSTRAINT bulk_send_recipients_pkey`.execute(db);
  await sql`ALTER TABLE bulk_send_recipients ADD CONSTRAINT bulk_send_recipients_pkey PRIMARY KEY (visitor_id, send_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bulk_send_recipients DROP CONSTRAINT bulk_send_recipients_pkey`.execute(db);
  await sql`ALTER TABLE bulk_send_recipients ADD CONSTRAINT bulk_send_recipients_pkey PRIMARY KEY (send_id, visitor_id)`.execute(
    db,
  );
  await sql`CREATE INDEX bulk_send_recipients_visitor_idx ON bulk_send_recipients (visitor_id)`.execute(db);
}
