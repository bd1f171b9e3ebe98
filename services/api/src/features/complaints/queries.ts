import type { Db } from '@ppd/db';
import type { ComplaintCategory, ComplaintView, EmailDelivery } from '@ppd/domain';

/** A complaint with its category's name, as every screen and app shows it. */
function complaintRows(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .select(['c.id', 'c.category_id', 'k.name as category_name', 'c.text', 'c.status', 'c.date', 'c.url'])
    .select(['c.file_type', 'c.media_metadata', 'c.lat', 'c.lon', 'c.reply', 'c.visitor_id']);
}

type Row = Awaited<ReturnType<ReturnType<typeof complaintRows>['execute']>>[number];

const view = (r: Row): ComplaintView => ({
  ...r,
  date: r.date.toISOString(),
  media_metadata: (r.media_metadata as Record<string, unknown> | null) ?? null,
});

/** Every complaint (or one visitor's), newest first. */
export async function listComplaints(db: Db, visitorId?: number): Promise<ComplaintView[]> {
  let query = complaintRows(db).orderBy('c.date', 'desc').orderBy('c.id', 'desc');
  if (visitorId !== undefined) query = query.where('c.visitor_id', '=', visitorId);
  return (await query.execute()).map(view);
}

export async function findComplaint(db: Db, id: number): Promise<ComplaintView | null> {
  const row = await complaintRows(db).where('c.id', '=', id).executeTakeFirst();
  return row ? view(row) : null;
}

export async function listCategories(db: Db, enabledOnly = false): Promise<ComplaintCategory[]> {
  let query = db.selectFrom('complaint_categories').select(['id', 'name', 'enabled', 'email']).orderBy('name');
  if (enabledOnly) query = query.where('enabled', '=', true);
  return query.execute();
}

/** The category's `email` column: addresses joined by commas (spec §3), blanks dropped. */
export const recipientsOf = (email: string) =>
  email
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

export async function categoryRecipients(db: Db, categoryId: number): Promise<string[]> {
  const row = await db
    .selectFrom('complaint_categories')
    .select('email')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row ? recipientsOf(row.email) : [];
}

export async function deliveriesOf(db: Db, complaintId: number): Promise<EmailDelivery[]> {
  const rows = await db
    .selectFrom('email_deliveries')
    .select(['id', 'kind', 'recipients', 'refused', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
  }));
}
