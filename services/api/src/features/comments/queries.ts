import type { Db } from '@ppd/db';
import type { CommentTarget } from './targets.ts';

/** An item's comments with their authors, newest first; only the visible ones for the apps. */
export async function listComments(db: Db, target: CommentTarget, itemId: number, onlyVisible = false) {
  const rows = await db
    .selectFrom(`${target.table} as c`)
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.id_point',
      'u.name',
      'u.last_name',
      'u.profile_image',
      'c.stars',
      'c.comment',
      'c.created',
      'c.status',
    ])
    .where('c.id_point', '=', itemId)
    .$if(onlyVisible, (q) => q.where('c.status', '=', true))
    .orderBy('c.created', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((c) => ({ ...c, created: c.created.toISOString() }));
}
