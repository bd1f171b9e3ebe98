import { type Kysely, sql } from 'kysely';

/** The relay deletes rows relayed long ago (services/worker/src/outbox-retention.ts): found by when they were sent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX outbox_sent_idx ON outbox (sent_at) WHERE sent_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_sent_idx`.execute(db);
}
