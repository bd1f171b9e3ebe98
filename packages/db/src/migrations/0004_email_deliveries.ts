import { type Kysely, sql } from 'kysely';

/**
 * One row per e-mail the product sends about something a user can look at (today: a complaint's status notice
 * and its evidence). The API writes it `queued` in the transaction that records the event; the e-mail worker
 * moves it to `sent`, `retrying` (an attempt failed, BullMQ tries again) or `failed` (no attempts left).
 * `event_id` is the outbox event the mail belongs to, so the worker finds its row without reading the payload.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any database shape
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('email_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('complaint_id', 'integer', (c) => c.references('complaints.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('status', 'evidence')`))
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'retrying', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX email_deliveries_complaint_id_idx ON email_deliveries (complaint_id, created_at)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('email_deliveries').ifExists().execute();
}
