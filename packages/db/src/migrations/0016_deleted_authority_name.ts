import { type Kysely, sql } from 'kysely';

/**
 * Who attended an alert outlives the authority's account: its name is copied onto the alerts it keeps when it is
 * deleted (the foreign key then blanks `autoridad_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alerts ADD COLUMN autoridad_nombre text, ADD COLUMN autoridad_apellido text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alerts DROP COLUMN autoridad_nombre, DROP COLUMN autoridad_apellido`.execute(db);
}
