import { type Kysely, sql } from 'kysely';

/**
 * The reports now count an alert attended by an authority whose account was deleted since (its name kept on the
 * alert) as attended by an authority. The days rolled up before that left those alerts out: they are counted again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO report_dirty (kind, day)
    SELECT DISTINCT 'alert', (fecha_alerta AT TIME ZONE 'America/Mexico_City')::date FROM alerts
    WHERE autoridad_id IS NULL AND autoridad_nombre IS NOT NULL
    ON CONFLICT DO NOTHING`.execute(db);
}

/** A day marked is only counted again: nothing to undo. */
export async function down(): Promise<void> {}
