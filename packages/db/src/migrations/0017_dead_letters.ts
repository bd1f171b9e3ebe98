import { type Kysely, sql } from 'kysely';

/**
 * A job that failed for good (its attempts spent, or stalled out), one row per queue and job id: the worker records
 * it with the job's name and data, so `npm run redrive -w @ppd/worker` can queue it again under the same id. A
 * relayed event's job id is its event id; a bulk-send chunk's job carries the event of its send in `event_id`.
 * Outbox retention keeps the outbox row of an event that has one (services/worker/src/outbox-retention.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dead_letters (
      queue text NOT NULL,
      job_id text NOT NULL,
      event_id uuid NOT NULL,
      job_name text NOT NULL,
      job_data jsonb NOT NULL,
      reason text NOT NULL,
      attempts integer NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (queue, job_id)
    )`.execute(db);
  await sql`CREATE INDEX dead_letters_event_idx ON dead_letters (event_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dead_letters`.execute(db);
}
