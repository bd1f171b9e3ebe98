import { type Kysely, sql } from 'kysely';

/**
 * Keys an administrator issues to an integration (Open311's `api_key`). Only the key's SHA-256 is kept, with its
 * first characters to tell keys apart in the list; revoking keeps the row. Each key files complaints as its own
 * visitor account, made with it and never signed in to (inactive, no usable password), so complaints keep their
 * visitor and the per-account limits count per key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_keys (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (btrim(name) <> ''),
    key_hash text NOT NULL UNIQUE,
    hint text NOT NULL,
    visitor_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_keys`.execute(db);
}
