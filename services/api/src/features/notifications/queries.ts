import type { Database, Db } from '@ppd/db';
import { type NotificationPage, type NotificationView, notificationMessages } from '@ppd/domain';
import type { Selectable } from 'kysely';
import { AppError } from '../../plugins/errors.ts';

type Row = Selectable<Database['notifications']>;
const COLUMNS = ['id', 'kind', 'title', 'body', 'data', 'created_at', 'read_at'] as const;

const asView = (r: Pick<Row, (typeof COLUMNS)[number]>): NotificationView => ({
  ...r,
  data: r.data as Record<string, unknown>,
  created_at: r.created_at.toISOString(),
  read_at: r.read_at?.toISOString() ?? null,
});

/** The caller's unread rows, all pages. */
async function unreadOf(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * One page of a user's inbox, newest (highest id) first: the rows below `before`, at most `limit`. Keyset paging,
 * so rows arriving between two pages neither repeat nor hide one.
 */
export async function inboxPage(
  db: Db,
  userId: number,
  page: { before?: number | undefined; limit: number },
): Promise<NotificationPage> {
  let query = db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  return {
    notifications: shown.map(asView),
    unread: await unreadOf(db, userId),
    next_before: rows.length > page.limit ? shown.at(-1)!.id : null,
  };
}

/** Marks one of the user's rows read (a second call keeps the first `read_at`); another's or a missing one is 404. */
export async function markRead(db: Db, userId: number, id: number) {
  const row = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now')) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new AppError('NotFound', notificationMessages.notFound);
  return { notification: asView(row), unread: await unreadOf(db, userId) };
}

/** Marks every unread row of the user read. */
export async function markAllRead(db: Db, userId: number) {
  const { numUpdatedRows } = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn<Date>('now') }))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { marked: Number(numUpdatedRows), unread: await unreadOf(db, userId) };
}
