import type { Db } from '@ppd/db';
import {
  type AlertReportFilters,
  addDays,
  type ComplaintReportFilters,
  fromMexicoCityTime,
  messages,
} from '@ppd/domain';
import { sql } from 'kysely';
import { validationError } from '../../plugins/errors.ts';
import { folioOf } from '../../shared/folio.ts';
import { containing } from '../../shared/like.ts';
import { matches } from '../alerts/index.ts';

const e = messages.reports.errors;

/**
 * desde and hasta are whole Mexico City days: [desde 00:00, the day after hasta 00:00). The day after 9999-12-31
 * has no four-digit year: that hasta is refused as a date, naming it (the query would fail on an invalid instant).
 */
export function bounds(f: { desde: string; hasta: string }): { from: Date; to: Date } {
  const to = fromMexicoCityTime(`${addDays(f.hasta, 1)}T00:00:00`);
  if (Number.isNaN(to.getTime())) throw validationError('hasta', e.date);
  return { from: fromMexicoCityTime(`${f.desde}T00:00:00`), to };
}

/**
 * The alerts of a report's dates and type, without a join: without a search they are all the report's alerts (each
 * has its visitor and its type, both required).
 */
export function alertsInRange(db: Db, f: AlertReportFilters) {
  const { from, to } = bounds(f);
  return db
    .selectFrom('alerts as a')
    .where('a.fecha_alerta', '>=', from)
    .where('a.fecha_alerta', '<', to)
    .$if(f.filtro_tipo !== -1, (q) => q.where('a.alert_type_id', '=', f.filtro_tipo));
}

/** The alerts a report covers, joined as the board joins them (the search box reads the same columns). */
export function alertsInReport(db: Db, f: AlertReportFilters) {
  return alertsInRange(db, f)
    .innerJoin('alert_types as t', 't.id', 'a.alert_type_id')
    .innerJoin('users as v', 'v.id', 'a.visitor_id')
    .leftJoin('users as au', 'au.id', 'a.autoridad_id')
    .$if(Boolean(f.search), (q) => q.where(matches(f.search ?? '') as never));
}

/** The ids of a report's alerts: without a search, off the alerts alone (a million counted in a third of the time). */
export const reportAlertIds = (db: Db, f: AlertReportFilters) =>
  f.search ? alertsInReport(db, f).select('a.id') : alertsInRange(db, f).select('a.id');

function complaintMatches(search: string) {
  return sql<boolean>`lower(concat_ws(' ', ${folioOf('c.id')}, cc.name, v.name, v.last_name, c.text)) like ${containing(search.toLowerCase())}`;
}

/** The complaints a report covers, with their category and visitor. */
export function complaintsInReport(db: Db, f: ComplaintReportFilters) {
  const { from, to } = bounds(f);
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as cc', 'cc.id', 'c.category_id')
    .innerJoin('users as v', 'v.id', 'c.visitor_id')
    .where('c.date', '>=', from)
    .where('c.date', '<', to)
    .$if(f.filtro_tipo !== -1, (q) => q.where('c.category_id', '=', f.filtro_tipo))
    .$if(f.tipo_archivo !== 'Todos', (q) => q.where('c.file_type', '=', f.tipo_archivo))
    .$if(Boolean(f.search), (q) => q.where(complaintMatches(f.search ?? '')));
}

/** A filter naming a type or category that does not exist is a mistake to report, not an empty report. */
export async function checkAlertFilters(db: Db, f: AlertReportFilters): Promise<void> {
  if (f.filtro_tipo === -1) return;
  const found = await db.selectFrom('alert_types').select('id').where('id', '=', f.filtro_tipo).executeTakeFirst();
  if (!found) throw validationError('filtro_tipo', e.alertType);
}

export async function checkComplaintFilters(db: Db, f: ComplaintReportFilters): Promise<void> {
  if (f.filtro_tipo === -1) return;
  const found = await db
    .selectFrom('complaint_categories')
    .select('id')
    .where('id', '=', f.filtro_tipo)
    .executeTakeFirst();
  if (!found) throw validationError('filtro_tipo', e.category);
}
