import { assignmentClockStart, type Database, type Db, isoInstant } from '@ppd/db';
import {
  type AlertCounts,
  type AlertListQuery,
  type AlertView,
  alertTabStatuses,
  type ChatMessageView,
  folioSearched,
} from '@ppd/domain';
import { type ExpressionBuilder, type QueryCreator, type RawBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { folioOf } from '../../shared/folio.ts';
import { containing } from '../../shared/like.ts';

/** Alerts joined with their type, visitor and authority: everything an AlertView shows. */
function joinedAlerts(db: QueryCreator<Database>) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('alert_types as t', 't.id', 'a.alert_type_id')
    .innerJoin('users as v', 'v.id', 'a.visitor_id')
    .leftJoin('users as au', 'au.id', 'a.autoridad_id');
}

/** A clock's start plus a target of its type, as an ISO instant (the board's running clock). */
const after = (start: RawBuilder<Date>, target: 't.assign_target_s' | 't.attend_target_s') =>
  isoInstant(sql<Date>`(${start} + make_interval(secs => ${sql.ref(target)}))`);

/**
 * Each alert as its AlertView, one JSON value `alert` built by PostgreSQL: the board's lists, the apps' alerts and
 * the statement that raises an alert and stores its view in its event all read this one shape (dates to the
 * millisecond, as `toISOString` writes them).
 */
export function alertViews(db: QueryCreator<Database>) {
  return joinedAlerts(db).select((eb) =>
    jsonBuildObject({
      id: eb.ref('a.id'),
      status: eb.ref('a.status'),
      fecha_alerta: isoInstant(sql<Date>`a.fecha_alerta`),
      alerta_type: eb.ref('t.tipo_alerta'),
      lat: eb.ref('a.lat'),
      lon: eb.ref('a.lon'),
      comentario_visitante: eb.ref('a.comentario_visitante'),
      comentario_autoridad: eb.ref('a.comentario_autoridad'),
      visitor_id: eb.ref('a.visitor_id'),
      autoridad_id: eb.ref('a.autoridad_id'),
      authority_name: eb.fn.coalesce('au.name', 'a.autoridad_nombre'),
      authority_lastname: eb.fn.coalesce('au.last_name', 'a.autoridad_apellido'),
      user_info: jsonBuildObject({ name: eb.ref('v.name'), last_name: eb.ref('v.last_name') }),
      updated_at: sql<string>`to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      deadlines: jsonBuildObject({
        assignment: after(assignmentClockStart, 't.assign_target_s'),
        attended: after(sql`a.fecha_alerta`, 't.attend_target_s'),
      }),
    })
      .$castTo<AlertView>()
      .as('alert'),
  );
}

const viewOf = (row: { alert: AlertView }) => row.alert;

export async function findAlertView(db: Db, id: number): Promise<AlertView | undefined> {
  const row = await alertViews(db).where('a.id', '=', id).executeTakeFirst();
  return row && viewOf(row);
}

type AlertsEb = ExpressionBuilder<
  Database & { a: Database['alerts']; t: Database['alert_types']; v: Database['users']; au: Database['users'] },
  'a' | 't' | 'v' | 'au'
>;

/** The search box: folio, type, visitor, authority and comments, case-insensitively. */
export function matches(search: string) {
  const pattern = containing(search.toLowerCase());
  return (eb: AlertsEb) =>
    eb(
      sql<string>`lower(concat_ws(' ', ${folioOf('a.id')}, t.tipo_alerta, v.name, v.last_name, coalesce(au.name, a.autoridad_nombre), coalesce(au.last_name, a.autoridad_apellido), a.comentario_visitante, a.comentario_autoridad))`,
      'like',
      pattern,
    );
}

/**
 * One page of the board: the alert whose folio is searched first, then newest first by default (one total order,
 * so pages neither repeat nor skip), with the count of each tab under the same search.
 */
export async function listAlerts(db: Db, q: AlertListQuery) {
  let base = alertViews(db);
  if (q.search) base = base.where(matches(q.search) as never);
  const page = q.status === 'Todos' ? base : base.where('a.status', 'in', [...alertTabStatuses(q.status)]);
  const exact = folioSearched(q.search ?? '');
  const [rows, counts] = await Promise.all([
    page
      .$if(exact !== null, (qb) => qb.orderBy(sql`a.id = ${exact}`, 'desc'))
      .orderBy('a.fecha_alerta', q.order)
      .orderBy('a.id', q.order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base
      .clearSelect()
      .select([
        sql<number>`count(*)`.as('Todos'),
        sql<number>`count(*) FILTER (WHERE a.status = 'ABIERTA')`.as('ABIERTA'),
        sql<number>`count(*) FILTER (WHERE a.status = 'ASIGNADA')`.as('ASIGNADA'),
        sql<number>`count(*) FILTER (WHERE a.status IN ('ATENDIDA', 'CERRADA'))`.as('ATENDIDA'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const tally: AlertCounts = counts;
  const total = q.status === 'Todos' ? tally.Todos : tally[q.status];
  return { rows: rows.map(viewOf), total, counts: tally };
}

/** The alerts an authority was given, or a visitor raised, newest first. */
export async function listAlertsOf(
  db: Db,
  who: { autoridad_id: number } | { visitor_id: number },
): Promise<AlertView[]> {
  const rows = await alertViews(db)
    .$if('autoridad_id' in who, (q) => q.where('a.autoridad_id', '=', (who as { autoridad_id: number }).autoridad_id))
    .$if('visitor_id' in who, (q) => q.where('a.visitor_id', '=', (who as { visitor_id: number }).visitor_id))
    .orderBy('a.fecha_alerta', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map(viewOf);
}

function messageRows(db: Db) {
  return db.selectFrom('chat_messages as m').select(['m.id', 'm.alert_id', 'm.message', 'm.date', 'm.user_type']);
}

const toMessageView = ({ date, ...m }: { date: Date } & Omit<ChatMessageView, 'date'>): ChatMessageView => ({
  ...m,
  date: date.toISOString(),
});

export async function listMessages(db: Db, alertId: number): Promise<ChatMessageView[]> {
  const rows = await messageRows(db).where('m.alert_id', '=', alertId).orderBy('m.date').orderBy('m.id').execute();
  return rows.map(toMessageView);
}

/** Every chat message of the alerts an authority was assigned (the monitor's export, POST /api/messages/authority). */
export async function listMessagesOfAuthority(db: Db, authorityId: number): Promise<ChatMessageView[]> {
  const rows = await messageRows(db)
    .innerJoin('alerts as a', 'a.id', 'm.alert_id')
    .where('a.autoridad_id', '=', authorityId)
    .orderBy('m.alert_id', 'desc')
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map(toMessageView);
}

export function listAlertTypes(db: Db) {
  return db.selectFrom('alert_types').select(['id', 'tipo_alerta']).orderBy('tipo_alerta').execute();
}

/** Who may follow an alert outside the back-office: its visitor, and the authority it is assigned to. */
export async function canFollowAlert(db: Db, user: { id: number; type: string }, alertId: number): Promise<boolean> {
  const alert = await db
    .selectFrom('alerts')
    .select(['visitor_id', 'autoridad_id'])
    .where('id', '=', alertId)
    .executeTakeFirst();
  if (!alert) return false;
  return user.type === 'visitor'
    ? alert.visitor_id === user.id
    : user.type === 'authority' && alert.autoridad_id === user.id;
}
