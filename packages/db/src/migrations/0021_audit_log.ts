import { type Kysely, sql } from 'kysely';

/** The bitácora is the audit log in every layer: the table takes the feature's name (its wire paths keep the spec's). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE binnacle RENAME TO audit_log`.execute(db);
  await sql`ALTER SEQUENCE binnacle_id_seq RENAME TO audit_log_id_seq`.execute(db);
  await sql`ALTER INDEX binnacle_user_date_idx RENAME TO audit_log_user_date_idx`.execute(db);
  await sql`ALTER INDEX binnacle_pkey RENAME TO audit_log_pkey`.execute(db);
  await sql`ALTER INDEX binnacle_event_id_key RENAME TO audit_log_event_id_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX audit_log_event_id_key RENAME TO binnacle_event_id_key`.execute(db);
  await sql`ALTER INDEX audit_log_pkey RENAME TO binnacle_pkey`.execute(db);
  await sql`ALTER INDEX audit_log_user_date_idx RENAME TO binnacle_user_date_idx`.execute(db);
  await sql`ALTER SEQUENCE audit_log_id_seq RENAME TO binnacle_id_seq`.execute(db);
  await sql`ALTER TABLE audit_log RENAME TO binnacle`.execute(db);
}
