import { commitWithoutFlush, type Db } from '@ppd/db';
import { FIX_MIN_INTERVAL_MS, type PositionFixBody, positionTexts } from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { readSetting, saveSetting } from '../../shared/settings.ts';

/** A fix refused for coming sooner than FIX_MIN_INTERVAL_MS after the last accepted one: wait `retryAfterS`. */
export class TooFrequentFix extends AppError {
  constructor(readonly retryAfterS: number) {
    super('TooManyRequests', positionTexts.tooFrequent);
  }
}

export interface AcceptedFix {
  fixed_at: string;
  received_at: string;
}

/**
 * Records an authority's fix: its latest position and its history row in one statement, so the two never disagree.
 * The 5 s limit is the upsert's condition (the row lock orders two fixes racing on any API node): a fix too soon
 * changes nothing, and the previous row (the statement's snapshot) says how long to wait. The authority's last
 * connection moves with it (only `last_seen_at`: an unindexed column keeps the users row's update HOT, and where
 * the authority is lives in `authority_latest_positions`). A fix is superseded within seconds: its commit does not
 * wait for the disk (`commitWithoutFlush`).
 */
export async function recordFix(db: Db, authorityId: number, fix: PositionFixBody): Promise<AcceptedFix> {
  const point = sql`ST_SetSRID(ST_MakePoint(${fix.lon}, ${fix.lat}), 4326)`;
  const { rows } = await sql<{ fixed_at: Date | null; received_at: Date | null; wait_ms: number | null }>`
    WITH latest AS (
      INSERT INTO authority_latest_positions AS l (authority_id, location, accuracy_m, fixed_at, received_at)
      VALUES (${authorityId}, ${point}::geography, ${fix.accuracy}, ${fix.fixed_at}, clock_timestamp())
      ON CONFLICT (authority_id) DO UPDATE
        SET location = excluded.location, accuracy_m = excluded.accuracy_m, fixed_at = excluded.fixed_at,
            received_at = excluded.received_at
        WHERE l.received_at <= excluded.received_at - make_interval(secs => ${FIX_MIN_INTERVAL_MS / 1000})
      RETURNING authority_id, location, accuracy_m, fixed_at, received_at
    ), history AS (
      INSERT INTO authority_positions (authority_id, location, accuracy_m, fixed_at, received_at)
      SELECT authority_id, location, accuracy_m, fixed_at, received_at FROM latest
    ), seen AS (
      UPDATE users SET last_seen_at = latest.received_at
      FROM latest WHERE users.id = latest.authority_id
    )
    SELECT latest.fixed_at, latest.received_at, ${commitWithoutFlush()},
      (SELECT extract(epoch FROM p.received_at - clock_timestamp()) * 1000 + ${FIX_MIN_INTERVAL_MS}
       FROM authority_latest_positions p WHERE p.authority_id = ${authorityId}) AS wait_ms
    FROM (SELECT 1) one LEFT JOIN latest ON true`.execute(db);
  const row = rows[0]!;
  if (!row.fixed_at || !row.received_at) {
    throw new TooFrequentFix(Math.max(1, Math.ceil(Number(row.wait_ms ?? FIX_MIN_INTERVAL_MS) / 1000)));
  }
  return { fixed_at: row.fixed_at.toISOString(), received_at: row.received_at.toISOString() };
}

/** Configuración: how many days of position history the worker keeps. */
export const positionRetentionDays = (db: Db) => readSetting(db, 'position_retention_days');

export const savePositionRetention = (db: Db, me: SessionUser, days: number) =>
  saveSetting(db, me, 'position_retention_days', days);
