import { type Kysely, sql } from 'kysely';

/**
 * Signed webhooks (issue 36 §3). An endpoint lists the catalogue's event types it wants; its secret (`whsec_…`)
 * is kept to sign each delivery and shown once, when it is made. A delivery is one event for one endpoint
 * (unique, so a re-relayed event queues nothing twice) with the public payload it carries: it outlives the
 * outbox row, so "Reenviar" works after outbox retention.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id serial PRIMARY KEY,
      url text NOT NULL,
      events text[] NOT NULL,
      secret text NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE webhook_deliveries (
      id serial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_status integer,
      last_answer text,
      last_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id, endpoint_id)
    )`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries`.execute(db);
  await sql`DROP TABLE webhook_endpoints`.execute(db);
}
