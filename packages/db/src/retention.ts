import { retentionTexts } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import { type AccountRetentionCounts, previewAccountRetention } from './privacy/inactivity.ts';
import { coarse } from './privacy/person.ts';

/** Alerts raised before Configuración's retention (`settings.alert_retention_months`) are past it. */
const cutoff = sql`now() - make_interval(months => (SELECT alert_retention_months FROM settings))`;

const exact = (column: string) => sql`${sql.ref(column)} <> ${coarse(column)}`;
const chatKept = sql`message <> ${retentionTexts.redactedChat}`;

export interface RetentionCounts {
  alerts: number;
  chats: number;
}

/** Authority positions received before Configuración's retention (`settings.position_retention_days`). */
export const positionCutoff = sql`now() - make_interval(days => (SELECT position_retention_days FROM settings))`;

/**
 * The dry run: the alerts past retention still holding an exact place, their chat lines not yet blanked, the
 * authority positions (history) past theirs, and the inactive accounts to notify or cancel.
 */
export async function previewRetention(
  db: Kysely<Database>,
): Promise<RetentionCounts & AccountRetentionCounts & { positions: number }> {
  const { rows } = await sql<Record<'alerts' | 'chats' | 'positions', string>>`SELECT
      (SELECT count(*) FROM alerts WHERE fecha_alerta < ${cutoff} AND (${exact('lat')} OR ${exact('lon')})) AS alerts,
      (SELECT count(*) FROM chat_messages m JOIN alerts a ON a.id = m.alert_id
        WHERE a.fecha_alerta < ${cutoff} AND ${chatKept}) AS chats,
      (SELECT count(*) FROM authority_positions WHERE received_at < ${positionCutoff}) AS positions`.execute(db);
  const row = rows[0]!;
  return {
    alerts: Number(row.alerts),
    chats: Number(row.chats),
    positions: Number(row.positions),
    ...(await previewAccountRetention(db)),
  };
}

/**
 * Anonymises the alerts past retention `batch` at a time in id order, each batch one short statement of its own
 * (committed alone, so no lock is held long on the boards' rows): place cut to two decimals, chat lines replaced.
 * Rows already anonymised are left as they are, so the counts equal the dry run's.
 */
export async function applyAlertRetention(db: Kysely<Database>, batch = 5_000): Promise<RetentionCounts> {
  const total = { alerts: 0, chats: 0 };
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ last: number | null; alerts: string; chats: string }>`
      WITH batch AS (
        SELECT id FROM alerts WHERE id > ${after} AND fecha_alerta < ${cutoff} ORDER BY id LIMIT ${batch}),
      places AS (
        UPDATE alerts a SET lat = ${coarse('lat')}, lon = ${coarse('lon')} FROM batch
        WHERE a.id = batch.id AND (${exact('a.lat')} OR ${exact('a.lon')}) RETURNING a.id),
      chats AS (
        UPDATE chat_messages SET message = ${retentionTexts.redactedChat}
        WHERE alert_id IN (SELECT id FROM batch) AND ${chatKept} RETURNING id)
      SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*) FROM places) AS alerts,
        (SELECT count(*) FROM chats) AS chats`.execute(db);
    const row = rows[0]!;
    total.alerts += Number(row.alerts);
    total.chats += Number(row.chats);
    if (row.last === null) return total;
    after = row.last;
  }
}
