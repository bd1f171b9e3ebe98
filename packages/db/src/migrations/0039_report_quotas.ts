import { type Kysely, sql } from 'kysely';

/**
 * What each visitor has reported in the current minute, by kind ('alert', 'complaint'): counted in the statement
 * that files the report (issue 39 §1), where @fastify/rate-limit cost a Redis round trip before it. One row per
 * account and kind, reused when its window has passed, so the table never outgrows the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE report_quotas (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind text NOT NULL,
    window_start timestamptz NOT NULL,
    reports integer NOT NULL,
    PRIMARY KEY (user_id, kind)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE report_quotas`.execute(db);
}
