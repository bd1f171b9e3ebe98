import { DEFAULT_PERIODS, secondNoticeText } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';

/**
 * Inactive accounts (issue 38 §4): visitors without activity for `account_inactivity_months` (24 by default) are
 * e-mailed a notice (`users.inactivity_notice_at`) and cancelled `account_notice_days` (30) later if still inactive.
 * Version 2 of the privacy notice states the retention periods (filled with the current settings when shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settings
    ADD COLUMN account_inactivity_months integer NOT NULL DEFAULT ${sql.lit(DEFAULT_PERIODS.account_months)}
      CONSTRAINT settings_account_inactivity_range CHECK (account_inactivity_months BETWEEN 1 AND 120),
    ADD COLUMN account_notice_days integer NOT NULL DEFAULT ${sql.lit(DEFAULT_PERIODS.notice_days)}
      CONSTRAINT settings_account_notice_range CHECK (account_notice_days BETWEEN 1 AND 365)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN inactivity_notice_at timestamptz`.execute(db);
  await sql`INSERT INTO privacy_notices (version, text) VALUES (2, ${secondNoticeText()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM privacy_consents WHERE version = 2`.execute(db);
  await sql`DELETE FROM privacy_notices WHERE version = 2`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN inactivity_notice_at`.execute(db);
  await sql`ALTER TABLE settings DROP COLUMN account_inactivity_months, DROP COLUMN account_notice_days`.execute(db);
}
