import { TIME_ZONE } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';

/**
 * The complaints list's search (issue 39 §5) served by trigram indexes instead of reading every complaint: one on the
 * folio as searched ('f-' || id) and one on the date as the list shows it. to_char is only STABLE (some of its
 * patterns follow the locale), so the shown date is an IMMUTABLE function of its own: the pattern used has no
 * locale-dependent part, and the zone is named, not the session's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION complaint_shown_date(date timestamptz) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN lower(to_char(date AT TIME ZONE ${sql.lit(TIME_ZONE)}, 'DD/MM/YYYY HH12:MI am'))`.execute(db);
  await sql`CREATE INDEX complaints_folio_trgm_idx ON complaints USING gin (('f-' || id::text) gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX complaints_shown_date_trgm_idx ON complaints
    USING gin (complaint_shown_date(date) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX complaints_shown_date_trgm_idx, complaints_folio_trgm_idx`.execute(db);
  await sql`DROP FUNCTION complaint_shown_date(timestamptz)`.execute(db);
}
