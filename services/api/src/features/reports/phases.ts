import type { Db } from '@ppd/db';
import { type AlertReportFilters, clockTexts, type PhaseStat, TIME_ZONE } from '@ppd/domain';
import { sql } from 'kysely';
import { alertsInReport } from './filters.ts';

/**
 * Time to assignment and time to attention (from the alert, as the 911 norm measures them) of the report's alerts
 * that reached each phase: p50 and p90 per Mexico City day, per alert type and per authority assigned, with the share
 * that met their own type's target. Seconds to the tenth.
 */
export async function phaseStats(db: Db, f: AlertReportFilters): Promise<PhaseStat[]> {
  const alerts = alertsInReport(db, f).select([
    sql<string>`to_char((a.fecha_alerta AT TIME ZONE ${TIME_ZONE})::date, 'YYYY-MM-DD')`.as('day'),
    't.tipo_alerta',
    sql<string | null>`coalesce(au.name || ' ' || au.last_name, a.autoridad_nombre || ' ' || a.autoridad_apellido)`.as(
      'authority',
    ),
    sql<number>`extract(epoch FROM a.assigned_at - a.fecha_alerta)`.as('assign_s'),
    sql<number>`extract(epoch FROM a.attended_at - a.fecha_alerta)`.as('attend_s'),
    't.assign_target_s',
    't.attend_target_s',
  ]);
  const { rows } = await sql<PhaseStat>`
    WITH x AS (${alerts}),
    timed AS (
      SELECT x.*, p.phase, p.secs, p.target FROM x
      CROSS JOIN LATERAL (VALUES ('assignment', x.assign_s, x.assign_target_s),
                                 ('attended', x.attend_s, x.attend_target_s)) p(phase, secs, target)
      WHERE p.secs IS NOT NULL
    )
    SELECT g.grp AS "group", g.key, phase, count(*)::int AS n,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY secs)::numeric, 1)::float8 AS p50_s,
           round(percentile_cont(0.9) WITHIN GROUP (ORDER BY secs)::numeric, 1)::float8 AS p90_s,
           CASE WHEN g.grp = 'type' THEN min(target) END AS target_s,
           avg((secs <= target)::int)::float8 AS on_time
    FROM timed
    CROSS JOIN LATERAL (VALUES ('day', timed.day), ('type', timed.tipo_alerta), ('authority', timed.authority)) g(grp, key)
    WHERE g.key IS NOT NULL
    GROUP BY g.grp, g.key, phase
    ORDER BY array_position(ARRAY['day', 'type', 'authority'], g.grp), g.key, phase`.execute(db);
  return rows;
}

const c = clockTexts.phaseColumns;

/** The Tiempos de respuesta sheet of Alertas.xlsx: the screen's table (`phaseCells`). */
export const PHASE_COLUMNS = [
  { header: c.group, key: 'group', width: 16 },
  { header: c.key, key: 'key', width: 28 },
  { header: c.phase, key: 'phase', width: 14 },
  { header: c.n, key: 'n', width: 10 },
  { header: c.p50, key: 'p50', width: 14 },
  { header: c.p90, key: 'p90', width: 10 },
  { header: c.target, key: 'target', width: 10 },
  { header: c.onTime, key: 'onTime', width: 10 },
];
