import { type Kysely, sql } from 'kysely';

/**
 * Solicitudes de datos (issue 38 §3): ARCO requests received by e-mail, registered by an administrator against a
 * visitor, due 20 business days after receipt (`due_on`, computed by the domain's calendar of Mexico's rest days),
 * and answered (`answered_on`) by the operation of the right asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE data_requests (
    id serial PRIMARY KEY,
    person_id integer NOT NULL REFERENCES users(id),
    arco_right text NOT NULL
      CONSTRAINT data_requests_right CHECK (arco_right IN ('access', 'rectification', 'cancellation', 'opposition')),
    received_on date NOT NULL,
    due_on date NOT NULL CONSTRAINT data_requests_due_after_receipt CHECK (due_on > received_on),
    notes text NOT NULL DEFAULT '',
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    answered_on date,
    answered_by integer REFERENCES users(id) ON DELETE SET NULL
  )`.execute(db);
  await sql`CREATE INDEX data_requests_person ON data_requests (person_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE data_requests`.execute(db);
}
