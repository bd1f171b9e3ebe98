import type { Db } from '@ppd/db';
import type { AlertReportFilters, AlertReportRow, ChatMessageView, ComplaintReportFilters, Paging } from '@ppd/domain';
import { sql } from 'kysely';
import { aggregate } from './aggregate.ts';
import { alertsInReport, complaintsInReport } from './filters.ts';

export function alertAggregate(db: Db, f: AlertReportFilters) {
  const facts = alertsInReport(db, f).select([
    'a.status',
    'v.sex',
    'v.age',
    'v.nivel_estudios',
    'a.fecha_alerta as at',
    sql<boolean>`a.autoridad_id IS NOT NULL`.as('by_authority'),
  ]);
  return aggregate(db, facts);
}

export function complaintAggregate(db: Db, f: ComplaintReportFilters) {
  const facts = complaintsInReport(db, f).select([
    'c.status',
    'v.sex',
    'v.age',
    'v.nivel_estudios',
    'c.date as at',
    sql<boolean>`false`.as('by_authority'),
  ]);
  return aggregate(db, facts);
}

const offset = (p: Paging) => (p.page - 1) * p.pageSize;

/** POST /api/alerts/getall/bystatus/: the report's alerts, newest first, one page. */
export async function alertReportRows(db: Db, f: AlertReportFilters & Paging): Promise<AlertReportRow[]> {
  const rows = await alertsInReport(db, f)
    .select(['a.id', 't.tipo_alerta as tipo', 'a.status', 'v.sex', 'v.age', 'v.nivel_estudios', 'a.fecha_alerta'])
    .select(['v.name', 'v.last_name', 'a.comentario_visitante', 'a.comentario_autoridad'])
    .orderBy('a.fecha_alerta', 'desc')
    .orderBy('a.id', 'desc')
    .limit(f.pageSize)
    .offset(offset(f))
    .execute();
  return rows.map((r) => ({ ...r, fecha_alerta: r.fecha_alerta.toISOString() }));
}

/** POST /api/messages/alerts/: the chat messages of the report's alerts, in the order they were written. */
export async function alertReportMessages(db: Db, f: AlertReportFilters & Paging): Promise<ChatMessageView[]> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .where('m.alert_id', 'in', alertsInReport(db, f).select('a.id'))
    .select(['m.id', 'm.alert_id', 'm.message', 'm.date', 'm.user_type'])
    .orderBy('m.date')
    .orderBy('m.id')
    .limit(f.pageSize)
    .offset(offset(f))
    .execute();
  return rows.map((m) => ({ ...m, date: m.date.toISOString() }));
}
