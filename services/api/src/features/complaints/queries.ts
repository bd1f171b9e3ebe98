import type { Database, Db } from '@ppd/db';
import {
  type ComplaintCategory,
  type ComplaintCounts,
  type ComplaintFilter,
  type ComplaintListQuery,
  type ComplaintListRow,
  type ComplaintStatus,
  type ComplaintView,
  type EmailDelivery,
  FOLIO_PREFIX,
  foldSearch,
  folioSearched,
  TIME_ZONE,
} from '@ppd/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing } from '../../shared/like.ts';

/** A complaint with its category's name, as the list shows it (its media's metadata is the detail's). */
function listRows(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_categories as k', 'k.id', 'c.category_id')
    .select(['c.id', 'c.category_id', 'k.name as category_name', 'c.text', 'c.status', 'c.date', 'c.url'])
    .select(['c.file_type', 'c.lat', 'c.lon', 'c.reply', 'c.visitor_id'])
    .select(['k.first_answer_days', 'k.closing_days']);
}

/** A complaint as every screen and app shows it. */
const complaintRows = (db: Db) => listRows(db).select('c.media_metadata');

type Row = Awaited<ReturnType<ReturnType<typeof complaintRows>['execute']>>[number];

const listRow = <R extends { date: Date }>(r: R) => ({ ...r, date: r.date.toISOString() });

const view = (r: Row): ComplaintView => ({
  ...listRow(r),
  media_metadata: (r.media_metadata as Record<string, unknown> | null) ?? null,
});

/** Every complaint (or one visitor's), newest first. */
export async function listComplaints(db: Db, visitorId?: number): Promise<ComplaintView[]> {
  let query = complaintRows(db).orderBy('c.date', 'desc').orderBy('c.id', 'desc');
  if (visitorId !== undefined) query = query.where('c.visitor_id', '=', visitorId);
  return (await query.execute()).map(view);
}

/**
 * The folio and the list's date as shown (formatDate's DD/MM/YYYY hh:mm a, lower case), for the search: the very
 * expressions migration 0031 indexes, so a search reads its index instead of every complaint.
 */
const searchedFolio = sql<string>`${sql.lit(foldSearch(FOLIO_PREFIX))} || c.id::text`;
const shownDate = sql<string>`complaint_shown_date(c.date)`;

type ComplaintsEb = ExpressionBuilder<Database & { c: Database['complaints'] }, 'c'>;

/**
 * The day a search begins with, as the list shows it ('15/09/2025…'), as YYYY-MM-DD; else null. The shown date has
 * its only slashes at its 3rd and 6th characters, so such a search can only match there: in that Mexico City day.
 */
function dayBegun(text: string): string | null {
  const [, d, m, y] = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? [];
  const day = `${y}-${m}-${d}`;
  const time = Date.parse(`${day}T00:00:00Z`);
  // 31/02 or 00/01 name no day; PostgreSQL has no year 0.
  return y && y !== '0000' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? day : null;
}

/**
 * The shown date holds the search; for a search that names its day, within that day's instants too, which the date
 * index serves: the trigrams of dates are shared by most complaints ('/20', '202'), so their index reads much.
 */
function shownDateHolds(eb: ComplaintsEb, text: string) {
  const day = dayBegun(text);
  if (!day) return eb(shownDate, 'like', containing(text));
  const startOf = (date: unknown) => sql<Date>`((${date})::date)::timestamp AT TIME ZONE ${sql.lit(TIME_ZONE)}`;
  // starts_with, not LIKE: the same match here, which the trigram index cannot serve, so the planner does not read it.
  const begins = sql<boolean>`starts_with(${shownDate}, ${text})`;
  return eb.and([eb('c.date', '>=', startOf(day)), eb('c.date', '<', startOf(sql`${day}::date + 1`)), begins]);
}

/** A search as the list takes it: folded, and the categories whose names hold it (few: matched here, named by id). */
type Search = { text: string; named: number[] };

async function searchOf(db: Db, search: string): Promise<Search> {
  const text = foldSearch(search.trim());
  if (!text) return { text, named: [] };
  const categories = await db.selectFrom('complaint_categories').select(['id', 'name']).execute();
  return { text, named: categories.filter((k) => foldSearch(k.name).includes(text)).map((k) => k.id) };
}

/**
 * The list's category and search (spec: date text as shown, folio 'F-12' or '12', category name; case and accents
 * aside), in SQL on the complaints alone.
 */
function listFilter(s: Search, categoryId: number | undefined) {
  return (eb: ComplaintsEb) =>
    eb.and([
      ...(categoryId === undefined ? [] : [eb('c.category_id', '=', categoryId)]),
      ...(s.text
        ? [
            eb.or([
              // 'f-12' holds '12' too.
              eb(searchedFolio, 'like', containing(s.text)),
              shownDateHolds(eb, s.text),
              ...(s.named.length ? [eb('c.category_id', 'in', s.named)] : []),
            ]),
          ]
        : []),
    ]);
}

/** The list's tab too, and its order: the complaint whose folio is searched first, then by date and id. */
function inListOrder(db: Db, f: ComplaintFilter, s: Search) {
  const exact = folioSearched(f.search);
  return listRows(db)
    .where(listFilter(s, f.category_id))
    .$if(f.status !== 'Todos', (q) => q.where('c.status', '=', f.status as ComplaintStatus))
    .$if(exact !== null, (q) => q.orderBy(sql`c.id = ${exact}`, 'desc'))
    .orderBy('c.date', f.order)
    .orderBy('c.id', f.order);
}

type Tally = { status: ComplaintStatus; n: number };

/** The complaint_tallies (migration 0036) of these categories, or of all, by status. */
async function tallied(db: Db, categories: number[] | 'all'): Promise<Tally[]> {
  if (categories.length === 0) return [];
  const which = categories === 'all' ? sql`true` : sql`category_id IN (${sql.join(categories)})`;
  const { rows } = await sql<Tally>`
    SELECT status, sum(n)::int AS n FROM complaint_tallies WHERE ${which} GROUP BY status`.execute(db);
  return rows;
}

/**
 * Each tab's count under the category and the search, without counting a million complaints: the categories listed
 * whole (every one with no search, else those the search names) are read from their tallies; only the others'
 * complaints whose folio or date the search holds are counted, from the search's indexes.
 */
async function tabCounts(db: Db, s: Search, categoryId: number | undefined): Promise<ComplaintCounts> {
  const filtered = (ids: number[]) => (categoryId === undefined ? ids : ids.filter((id) => id === categoryId));
  const whole = s.text ? filtered(s.named) : categoryId === undefined ? 'all' : [categoryId];
  const [tallies, matched] = await Promise.all([
    tallied(db, whole),
    s.text
      ? db
          .selectFrom('complaints as c')
          .where(listFilter({ text: s.text, named: [] }, categoryId))
          .$if(s.named.length > 0, (q) => q.where('c.category_id', 'not in', s.named))
          .select(['c.status', sql<number>`count(*)`.as('n')])
          .groupBy('c.status')
          .execute()
      : [],
  ]);
  const counts: ComplaintCounts = { Todos: 0, 'no atendida': 0, 'en proceso': 0, atendida: 0 };
  for (const { status, n } of [...tallies, ...matched]) {
    counts[status] += n;
    counts.Todos += n;
  }
  return counts;
}

/** One page of the complaints screen, with how many its tab holds and each tab's count under the same filter. */
export async function listComplaintPage(
  db: Db,
  q: ComplaintListQuery,
): Promise<{ rows: ComplaintListRow[]; total: number; counts: ComplaintCounts }> {
  const s = await searchOf(db, q.search);
  const [page, counts] = await Promise.all([
    inListOrder(db, q, s)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    tabCounts(db, s, q.category_id),
  ]);
  return { rows: page.map(listRow), total: counts[q.status], counts };
}

/** How many complaints the list shows under this filter, counted up to `cap` (an export's limit plus one). */
export async function countListed(db: Db, f: ComplaintFilter, cap: number): Promise<number> {
  const shown = db
    .selectFrom('complaints as c')
    .select('c.id')
    .where(listFilter(await searchOf(db, f.search), f.category_id))
    .$if(f.status !== 'Todos', (q) => q.where('c.status', '=', f.status as ComplaintStatus))
    .limit(cap);
  const row = await db.selectFrom(shown.as('shown')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/**
 * What the list shows under this filter, in its order, with each complaint's media metadata (the export's), `size`
 * at a time: memory holds one page whatever the list's length.
 */
export async function* listedComplaints(db: Db, f: ComplaintFilter, size = 2000): AsyncGenerator<ComplaintView[]> {
  const query = inListOrder(db, f, await searchOf(db, f.search)).select('c.media_metadata');
  for (let offset = 0; ; offset += size) {
    const rows = (await query.limit(size).offset(offset).execute()).map(view);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
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
