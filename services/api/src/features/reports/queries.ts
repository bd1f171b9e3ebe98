import { type Db, isoInstant } from '@ppd/db';
import {
  type AlertReportFilters,
  type AlertReportRow,
  type ComplaintReportFilters,
  mexicoCityToday,
  type Paging,
  type ReportChatMessage,
} from '@ppd/domain';
import { type AliasableExpression, sql } from 'kysely';
import { aggregate } from './aggregate.ts';
import { alertsInRange, alertsInReport, complaintsInReport, reportAlertIds } from './filters.ts';
import { type ReportSource, reportCounts } from './rollup.ts';

/** Alerts: the rows of a filter with the columns the aggregate and the roll-up read. */
export const alertSource: ReportSource<AlertReportFilters> = {
  kind: 'alert',
  at: 'a.fecha_alerta',
  facts: (db, f, only) =>
    alertsInReport(db, f)
      .$if(only !== undefined, (q) => q.where(only!))
      .select([
        'a.status',
        'v.sex',
        'v.age',
        'v.nivel_estudios',
        'a.fecha_alerta as at',
        // An authority's deleted account blanks autoridad_id, and leaves its name on the alerts it attended.
        sql<boolean>`(a.autoridad_id IS NOT NULL OR a.autoridad_nombre IS NOT NULL)`.as('by_authority'),
        'a.alert_type_id as type_id',
        sql<string>`''`.as('file_type'),
      ]),
  everything: (desde, hasta) => ({ desde, hasta, filtro_tipo: -1, autoridades: true }),
  typeId: (f) => f.filtro_tipo,
  fileType: () => '',
};

export const complaintSource: ReportSource<ComplaintReportFilters> = {
  kind: 'complaint',
  at: 'c.date',
  facts: (db, f, only) =>
    complaintsInReport(db, f)
      .$if(only !== undefined, (q) => q.where(only!))
      .select([
        'c.status',
        'v.sex',
        'v.age',
        'v.nivel_estudios',
        'c.date as at',
        sql<boolean>`false`.as('by_authority'),
        'c.category_id as type_id',
        sql<string>`coalesce(c.file_type, '')`.as('file_type'),
      ]),
  everything: (desde, hasta) => ({ desde, hasta, filtro_tipo: -1, tipo_archivo: 'Todos', autoridades: true }),
  typeId: (f) => f.filtro_tipo,
  fileType: (f) => (f.tipo_archivo === 'Todos' ? '' : f.tipo_archivo),
};

/**
 * A report's counts: from the daily roll-up, unless a search narrows it to rows no roll-up can know; `raw` always
 * aggregates the rows (the benchmark's baseline).
 */
export function reportAggregate<F extends { desde: string; hasta: string; search?: string | undefined }>(
  db: Db,
  source: ReportSource<F>,
  f: F,
  raw = false,
) {
  return raw || f.search ? aggregate(db, source.facts(db, f)) : reportCounts(db, source, f, mexicoCityToday());
}

/** A report's rows are paged (a report can cover a million rows): `pageSize` rows after the pages before. */
export const pageOf = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, p: Paging): Q =>
  query.limit(p.pageSize).offset((p.page - 1) * p.pageSize);

/**
 * A page of the report's alerts, newest first, its date written by `at` (the Date pg reads, or the reply's text).
 * Past the first page and without a search, the page's ids are counted off the (fecha_alerta DESC, id DESC) index alone
 * and only they are joined: OFFSET then skips index entries, not joined rows (the last page of a million alerts touched
 * 575,000 buffers in 6.5 s on a loaded machine, now 6,900 in 0.7 s). The first page reads its 500 rows straight off
 * that index.
 */
function reportPage<T>(
  db: Db,
  f: AlertReportFilters & Paging,
  at: (date: AliasableExpression<Date>) => AliasableExpression<T>,
) {
  const rows = alertsInReport(db, f)
    .select(['a.id', 't.tipo_alerta as tipo', 'a.status', 'v.sex', 'v.age', 'v.nivel_estudios'])
    .select((eb) => at(eb.ref('a.fecha_alerta')).as('fecha_alerta'))
    .select(['v.name', 'v.last_name', 'a.comentario_visitante', 'a.comentario_autoridad'])
    .orderBy('a.fecha_alerta', 'desc')
    .orderBy('a.id', 'desc');
  if (f.page === 1 || f.search) return pageOf(rows, f);
  const ids = alertsInRange(db, f).select('a.id').orderBy('a.fecha_alerta', 'desc').orderBy('a.id', 'desc');
  return rows.where('a.id', 'in', pageOf(ids, f));
}

/** The page's rows as pg reads them (the benchmark's raw query). */
const alertReportPage = (db: Db, f: AlertReportFilters & Paging) => reportPage(db, f, (date) => date);

/** The page's rows as objects of the reply: the benchmark's honest floor stringifies them. */
export async function alertReportRows(db: Db, f: AlertReportFilters & Paging): Promise<AlertReportRow[]> {
  const rows = await alertReportPage(db, f).execute();
  return rows.map((r) => ({ ...r, fecha_alerta: r.fecha_alerta.toISOString() }));
}

/** The statement of POST /api/alerts/getall/bystatus/ (the benchmark explains this very one): the reply's fields. */
export const alertReportStatement = (db: Db, f: AlertReportFilters & Paging) => reportPage(db, f, isoInstant);

/**
 * The reply of POST /api/alerts/getall/bystatus/: the page's JSON text, which the route sends as is. pg reads the
 * instants as ISO text already, so nothing maps the rows. Not json_agg (PostgREST's way): PostgreSQL 15 wrote the same
 * text 0.7 ms slower (bench/src/reports.ts times both).
 */
export const alertReportJson = async (db: Db, f: AlertReportFilters & Paging) =>
  JSON.stringify(await alertReportStatement(db, f).execute());

/** POST /api/messages/alerts/: the chat messages of the report's alerts, in the order they were written. */
export async function alertReportMessages(db: Db, f: AlertReportFilters & Paging): Promise<ReportChatMessage[]> {
  const rows = await pageOf(
    db
      .selectFrom('chat_messages as m')
      .where('m.alert_id', 'in', reportAlertIds(db, f))
      .select(['m.id', 'm.alert_id', 'm.message', 'm.date as message_date', 'm.user_type'])
      .orderBy('m.date')
      .orderBy('m.id'),
    f,
  ).execute();
  return rows.map((m) => ({ ...m, message_date: m.message_date.toISOString() }));
}
