import { type Db, eventFrom, notifyOutbox, preparedOnce, recordEvent, takeReport } from '@ppd/db';
import { type AlertView, alertMessages, type ChatUserType, type RaiseAlertBody } from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { type PublishLive, recordCommitted } from '../../plugins/live.ts';
import { explainRefusal, type Refusals } from '../../shared/refusals.ts';
import { endClaimOf, mustNotBeHeldByOther } from '../claims/index.ts';
import { alertViews, findAlertView } from './queries.ts';

const alertNotFound = () => new AppError('NotFound', alertMessages.notFound);

/**
 * An alert's new `updated_at`: later than the one it replaces even when two transactions' clocks disagree (the row
 * lock orders the writers; `now()` is each transaction's start), so clients can tell the newer of two copies.
 */
const changedNow = sql<Date>`greatest(clock_timestamp(), alerts.updated_at + interval '1 microsecond')`;

/**
 * Assigns an open alert to an active authority. One conditional UPDATE decides: of two gestores assigning the
 * same alert at once, exactly one changes the row; the other finds it no longer ABIERTA (409).
 */
export async function assignAlert(
  db: Db,
  actor: SessionUser,
  alertId: number,
  authorityId: number,
  live: PublishLive,
): Promise<AlertView> {
  const { alert, event } = await db.transaction().execute(async (trx) => {
    await mustNotBeHeldByOther(trx, actor, 'alert', alertId);
    const updated = await trx
      .updateTable('alerts')
      .set({ status: 'ASIGNADA', autoridad_id: authorityId, assigned_at: sql`now()`, updated_at: changedNow })
      .where('id', '=', alertId)
      .where('status', '=', 'ABIERTA')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('users')
            .select('id')
            .where('id', '=', authorityId)
            .where('type', '=', 'authority')
            .where('inactive', '=', false)
            // Waits for a deactivation or delete of the authority in flight, then reads its outcome: an alert is
            // never left ASIGNADA to an authority whose alerts that change has just reopened.
            .forShare(),
        ),
      )
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw await whyNotAssigned(trx, alertId, authorityId);
    const alert = (await findAlertView(trx, alertId))!;
    return { alert, event: await recordCommitted(trx, 'alert.assigned', { alert }, actor) };
  });
  live(event);
  return alert;
}

/**
 * Gives an authority's ASIGNADA alerts back to the board (ABIERTA, no authority, no assignment time), each with its
 * `alert.reopened` event, inside the caller's transaction: run before the authority is deleted (the foreign key
 * would otherwise blank `autoridad_id` and leave them ASIGNADA to nobody) or when it is deactivated (it can no
 * longer sign in to attend them). ATENDIDA and CERRADA alerts are left alone: they keep a deactivated authority,
 * and lose a deleted one with its row (the foreign key blanks it). Returns the reopened ids.
 */
export async function reopenAlertsOf(
  trx: Db,
  actor: SessionUser,
  authority: { id: number; name: string; last_name: string },
  reason: 'deleted' | 'deactivated',
): Promise<number[]> {
  const reopened = await trx
    .updateTable('alerts')
    .set({ status: 'ABIERTA', autoridad_id: null, assigned_at: null, reopened_at: sql`now()`, updated_at: changedNow })
    .where('autoridad_id', '=', authority.id)
    .where('status', '=', 'ASIGNADA')
    .returning('id')
    .execute();
  if (reopened.length === 0) return [];
  const ids = reopened.map((r) => r.id);
  const views = await alertViews(trx).where('a.id', 'in', ids).orderBy('a.id').execute();
  const { id, name, last_name } = authority;
  for (const { alert } of views) {
    await recordEvent(trx, 'alert.reopened', { alert, authority: { id, name, last_name }, reason }, actor);
  }
  return ids;
}

async function whyNotAssigned(db: Db, alertId: number, authorityId: number): Promise<AppError> {
  const authority = await db
    .selectFrom('users')
    .select('inactive')
    .where('id', '=', authorityId)
    .where('type', '=', 'authority')
    .executeTakeFirst();
  if (!authority || authority.inactive) return validationError('autoridad_id', alertMessages.authorityInactive);
  const alert = await db.selectFrom('alerts').select('status').where('id', '=', alertId).executeTakeFirst();
  if (!alert) return alertNotFound();
  return new AppError('Conflict', alertMessages.notOpen, 'alert_id');
}

const unknownAlertType: Refusals = {
  foreignKey: { alerts_alert_type_id_fkey: validationError('alert_type_id', alertMessages.typeRequired) },
};

type Raised = RaiseAlertBody & { visitor_id: number; visitor_email: string; per_minute: number };

/**
 * The statement that raises an alert: the visitor's report taken from their quota, their last position, the alert,
 * its view and its event, built and compiled once (`preparedOnce`). The position and the alert are written for the
 * visitor the quota let through, so past it the statement writes nothing and returns no row. The new row shadows the
 * table under the same name, so the view's query reads it back in the statement.
 */
const raiseStatement = preparedOnce(
  ['lat', 'lon', 'alert_type_id', 'comentario', 'visitor_id', 'visitor_email', 'per_minute'],
  (db, v: Raised) => {
    const allowed = sql<number>`(SELECT user_id FROM quota)`;
    const seen = db
      .updateTable('users')
      .set({ last_location: sql`ST_SetSRID(ST_MakePoint(${v.lon}, ${v.lat}), 4326)`, last_seen_at: sql`now()` })
      .where('id', '=', allowed);
    const inserted = db
      .insertInto('alerts')
      .columns(['alert_type_id', 'lat', 'lon', 'comentario_visitante', 'visitor_id'])
      .expression(sql`SELECT ${v.alert_type_id}, ${v.lat}, ${v.lon}, ${v.comentario}, user_id FROM quota`)
      .returningAll();
    const actor = { id: v.visitor_id, email: v.visitor_email };
    return sql<{ alert: AlertView; event_id: string }>`
      WITH quota AS (${takeReport(v.visitor_id, 'alert', v.per_minute)}),
           seen AS (${seen}), alerts AS (${inserted}), raised AS (${alertViews(db)}),
           event AS (${eventFrom('alert.raised', 'raised', sql`jsonb_build_object('alert', raised.alert)`, actor)})
      SELECT raised.alert, event.id AS event_id, ${notifyOutbox('alert.raised')} FROM raised, event`;
  },
);

/**
 * A visitor raises an alert where they are: the report taken from their quota, their last position, the alert, its
 * view and its event are one statement, atomic without a transaction (one round trip instead of five: an alert is the
 * board's hottest write, so the statement is also prepared once per connection), and the alert's view is at once the
 * reply, the live push and the event's payload. Null when the visitor has reported `perMinute` this minute. An unknown
 * type is the foreign key's refusal; the same keys make the view's joins find the row the insert wrote.
 */
export async function raiseAlert(
  db: Db,
  visitor: SessionUser,
  body: RaiseAlertBody,
  perMinute: number,
  live: PublishLive,
): Promise<AlertView | null> {
  try {
    const values = { ...body, visitor_id: visitor.id, visitor_email: visitor.email, per_minute: perMinute };
    const [raised] = (await raiseStatement(db, values)).rows;
    if (!raised) return null;
    live({ id: raised.event_id, type: 'alert.raised', payload: { alert: raised.alert } });
    return raised.alert;
  } catch (err) {
    throw explainRefusal(err, unknownAlertType);
  }
}

/**
 * The alert as its visitor or its assigned authority may see it; anyone else gets 403 (staff see every alert).
 */
export async function alertFor(db: Db, user: SessionUser, alertId: number): Promise<AlertView> {
  const alert = await findAlertView(db, alertId);
  if (!alert) throw alertNotFound();
  mustBeOwn(user, alert);
  return alert;
}

function mustBeOwn(user: SessionUser, alert: { visitor_id: number; autoridad_id: number | null }) {
  const own =
    user.type === 'monitor' ||
    (user.type === 'visitor' && alert.visitor_id === user.id) ||
    (user.type === 'authority' && alert.autoridad_id === user.id);
  if (!own) throw new AppError('Forbidden', alertMessages.otherAlert);
}

const CHAT_OPEN = ['ABIERTA', 'ASIGNADA'];

/** A message in an alert's chat, while the alert is open or assigned. */
export async function sendMessage(db: Db, user: SessionUser, alertId: number, text: string, live: PublishLive) {
  await alertFor(db, user, alertId);
  const { message, event } = await db.transaction().execute(async (trx) => {
    // Locked so that the alert can be neither attended nor given to another authority between the checks and the
    // message.
    const alert = await trx
      .selectFrom('alerts')
      .select(['id', 'status', 'visitor_id', 'autoridad_id'])
      .where('id', '=', alertId)
      .forShare()
      .executeTakeFirst();
    if (!alert) throw alertNotFound();
    mustBeOwn(user, alert);
    if (!CHAT_OPEN.includes(alert.status)) throw new AppError('Conflict', alertMessages.closedChat);
    // The board's claim is between gestores: the visitor and the authority write on.
    if (user.type === 'monitor') await mustNotBeHeldByOther(trx, user, 'alert', alertId);
    const row = await trx
      .insertInto('chat_messages')
      .values({ alert_id: alertId, sender_id: user.id, user_type: user.type as ChatUserType, message: text })
      .returning(['id', 'alert_id', 'message', 'date', 'user_type'])
      .executeTakeFirstOrThrow();
    const message = { ...row, date: row.date.toISOString() };
    const { id, visitor_id, autoridad_id } = alert;
    const alertIds = { id, visitor_id, autoridad_id };
    return { message, event: await recordCommitted(trx, 'chat.message_sent', { message, alert: alertIds }, user) };
  });
  live(event);
  return message;
}

/** The assigned authority marks its alert ATENDIDA, with what it did. */
export async function attendAlert(
  db: Db,
  authority: SessionUser,
  alertId: number,
  comment: string,
  live: PublishLive,
): Promise<AlertView> {
  await alertFor(db, authority, alertId);
  const { alert, events } = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('alerts')
      .set({ status: 'ATENDIDA', comentario_autoridad: comment, attended_at: sql`now()`, updated_at: changedNow })
      .where('id', '=', alertId)
      .where('status', '=', 'ASIGNADA')
      .where('autoridad_id', '=', authority.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('Conflict', alertMessages.notAssigned);
    const alert = (await findAlertView(trx, alertId))!;
    const event = await recordCommitted(trx, 'alert.attended', { alert }, authority);
    return { alert, events: [event, ...(await endClaimOf(trx, authority, 'alert', alertId))] };
  });
  for (const event of events) live(event);
  return alert;
}
