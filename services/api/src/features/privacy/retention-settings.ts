import type { Db } from '@ppd/db';
import type { DataRetention, RetentionPeriods } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { readSettings, saveSettings } from '../../shared/settings.ts';

/** Retención de datos' fields and the `settings` columns they are kept in. */
const COLUMNS = {
  alert_months: 'alert_retention_months',
  account_months: 'account_inactivity_months',
  notice_days: 'account_notice_days',
} as const;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];

const fromColumns = (row: Record<Column, number>): DataRetention => ({
  alert_months: row.alert_retention_months,
  account_months: row.account_inactivity_months,
  notice_days: row.account_notice_days,
});

export const dataRetentionOf = async (db: Db) => fromColumns(await readSettings(db, Object.values(COLUMNS)));

export async function saveDataRetention(db: Db, me: SessionUser, body: DataRetention): Promise<DataRetention> {
  const row = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, column]) => [column, body[field as keyof DataRetention]]),
  );
  return fromColumns(await saveSettings(db, me, row as Record<Column, number>));
}

/** The periods a privacy notice states, as Configuración has them now. */
export async function retentionPeriodsOf(db: Db): Promise<RetentionPeriods> {
  const row = await readSettings(db, [...Object.values(COLUMNS), 'position_retention_days']);
  return { ...fromColumns(row), position_days: row.position_retention_days };
}
