import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS postgis`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('monitor', 'authority', 'visitor')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('inactive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('address', 'text')
    .addColumn('phone_number', 'text', (c) => c.check(sql`phone_number ~ '^[0-9]{10}$'`))
    .addColumn('age', 'integer', (c) => c.check(sql`age >= 0`))
    .addColumn('sex', 'char(1)', (c) => c.check(sql`sex IN ('H', 'M')`))
    .addColumn('nivel_estudios', 'text')
    .addColumn('auth_id', 'text')
    .addColumn('project_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('device_id', 'text')
    .addColumn('last_location', sql`geometry(Point, 4326)`)
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per e-mail and role: a gestor may also use the visitors' app with the same address.
  await sql`CREATE UNIQUE INDEX users_email_type_key ON users (lower(email), type)`.execute(db);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL`.execute(db);

  await db.schema
    .createTable('binnacle')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.unique())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('observation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX binnacle_email_date_idx ON binnacle (lower(email), date DESC)`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('notifications_event_user_key', ['event_id', 'user_id'])
    .execute();
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'binnacle', 'outbox', 'password_reset_tokens', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
