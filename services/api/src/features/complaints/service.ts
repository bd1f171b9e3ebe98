import { type Db, recordEvent } from '@ppd/db';
import {
  authorshipTexts,
  type ComplaintStatusBody,
  type ComplaintStatusView,
  type ComplaintView,
  complaintMessages,
  complaintTransitionAllowed,
} from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { endClaimOf, mustNotBeHeldByOther } from '../claims/index.ts';
import { categoryRecipients, findComplaint } from './queries.ts';

export const complaintNotFound = () => new AppError('NotFound', complaintMessages.notFound);

/** The complaint as its visitor may see it; another visitor gets 403 (staff see every complaint). */
export async function complaintFor(db: Db, user: SessionUser, id: number): Promise<ComplaintView> {
  const complaint = await findComplaint(db, id);
  if (!complaint) throw complaintNotFound();
  if (user.type !== 'monitor' && complaint.visitor_id !== user.id) {
    throw new AppError('Forbidden', complaintMessages.otherComplaint);
  }
  return complaint;
}

const statusView = (c: ComplaintView, previous: ComplaintView['status']): ComplaintStatusView => ({
  id: c.id,
  category_id: c.category_id,
  category_name: c.category_name,
  status: c.status,
  previous_status: previous,
  reply: c.reply,
  visitor_id: c.visitor_id,
});

/**
 * The report form (spec §4): only no atendida → en proceso | atendida and en proceso → atendida. The row is
 * locked while the transition is checked, so two gestores cannot both move it. The visitor is told by e-mail
 * (with a delivery row the screen follows), in their inbox and by push.
 */
export async function changeStatus(db: Db, actor: SessionUser, body: ComplaintStatusBody): Promise<ComplaintView> {
  return db.transaction().execute(async (trx) => {
    await mustNotBeHeldByOther(trx, actor, 'complaint', body.complaint_id);
    const current = await trx
      .selectFrom('complaints as c')
      .innerJoin('users as v', 'v.id', 'c.visitor_id')
      .select(['c.status', 'c.reply', 'v.email', 'v.inactive'])
      .where('c.id', '=', body.complaint_id)
      .forUpdate('c')
      .executeTakeFirst();
    if (!current) throw complaintNotFound();
    if (current.status === 'atendida') throw new AppError('Conflict', complaintMessages.closed, 'status');
    if (!complaintTransitionAllowed(current.status, body.status)) {
      throw new AppError('Conflict', complaintMessages.illegalTransition, 'status');
    }
    await trx
      .updateTable('complaints')
      .set({ status: body.status, reply: body.reply ?? current.reply, updated_at: sql`now()` })
      .where('id', '=', body.complaint_id)
      .execute();
    const complaint = (await findComplaint(trx, body.complaint_id))!;
    // A deactivated visitor is written to no more (nor given an inbox row, by the notify worker).
    const email = (!current.inactive && current.email) || null;
    const eventId = await recordEvent(
      trx,
      'complaint.status_changed',
      { complaint: statusView(complaint, current.status), email },
      actor,
    );
    if (email) await queueDelivery(trx, eventId, complaint.id, 'status', [email]);
    // Its claim ends with it; the board hears of it from the worker, as of the status change.
    if (body.status === 'atendida') await endClaimOf(trx, actor, 'complaint', complaint.id);
    return complaint;
  });
}

async function queueDelivery(db: Db, eventId: string, complaintId: number, kind: 'status' | 'evidence', to: string[]) {
  await db
    .insertInto('email_deliveries')
    .values({ event_id: eventId, complaint_id: complaintId, kind, recipients: to })
    .execute();
}

/**
 * "Send": the complaint's data and a link to its media go to the category's recipients, through the e-mail
 * worker. Only a pending (en proceso) complaint is sent, as the screen offers it; the link opens the file for
 * people without an account (signed, it expires).
 */
export async function sendEvidence(
  db: Db,
  actor: SessionUser,
  body: { id: number; category_id?: number | undefined },
  linkFor: (url: string) => string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('complaints').select('id').where('id', '=', body.id).forShare().executeTakeFirst();
    const c = await findComplaint(trx, body.id);
    if (!c) throw complaintNotFound();
    if (body.category_id !== undefined && body.category_id !== c.category_id) {
      throw validationError('category_id', complaintMessages.categoryMismatch);
    }
    if (c.status !== 'en proceso') throw new AppError('Conflict', complaintMessages.evidenceNotPending, 'id');
    const recipients = await categoryRecipients(trx, c.category_id);
    if (recipients.length === 0) throw validationError('category_id', complaintMessages.noRecipients);
    const { id, category_id, category_name, text, date, file_type, lat, lon } = c;
    const url = c.url ? linkFor(c.url) : null;
    const evidence = { id, category_id, category_name, text, date, url, file_type, lat, lon };
    const eventId = await recordEvent(trx, 'complaint.evidence_sent', { complaint: evidence, recipients }, actor);
    await queueDelivery(trx, eventId, c.id, 'evidence', recipients);
  });
}

/**
 * Deletes a complaint (its delivery rows go with it); returns its media path for removal after the commit. Only an
 * administrator may: it destroys the citizen's evidence (the bitácora keeps who did it, from its event).
 */
export async function removeComplaint(db: Db, actor: SessionUser, id: number): Promise<string | null> {
  if (!actor.isAdmin) throw new AppError('Forbidden', authorshipTexts.complaintDeleteAdmin);
  return db.transaction().execute(async (trx) => {
    const c = await findComplaint(trx, id);
    // Gone already, or deleted by someone else while this waited for its row: one deletion, one event.
    const deleted = c && (await trx.deleteFrom('complaints').where('id', '=', id).returning('id').executeTakeFirst());
    if (!c || !deleted) throw complaintNotFound();
    const complaint = { id, category_name: c.category_name, visitor_id: c.visitor_id };
    await recordEvent(trx, 'complaint.deleted', { complaint }, actor);
    return c.url;
  });
}
