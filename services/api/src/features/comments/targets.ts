import type { Db } from '@ppd/db';
import { activityCommentRoutes, placeCommentRoutes } from '@ppd/domain';

/**
 * What visitors comment on: records (places) and activities. Both comment tables have the same shape (spec §3
 * "Comment on a place", "Event comment"), so one set of routes and queries serves both.
 */
export interface CommentTarget {
  kind: 'place' | 'activity';
  /** The comments table; typed as the place one since both are the same shape. */
  table: 'place_comments';
  /** Its calls (spec: /api/comments_places, /api/comments_events). */
  routes: typeof placeCommentRoutes | typeof activityCommentRoutes;
  /** Whether the item exists, and whether a visitor may see (and so comment on) it. */
  find: (db: Db, id: number) => Promise<{ visibleToVisitors: boolean } | undefined>;
}

export const PLACE_COMMENTS: CommentTarget = {
  kind: 'place',
  table: 'place_comments',
  routes: placeCommentRoutes,
  find: async (db, id) => {
    const row = await db.selectFrom('records').select('privado').where('id', '=', id).executeTakeFirst();
    return row && { visibleToVisitors: !row.privado };
  },
};

export const ACTIVITY_COMMENTS: CommentTarget = {
  kind: 'activity',
  table: 'activity_comments' as 'place_comments',
  routes: activityCommentRoutes,
  find: async (db, id) => {
    const row = await db.selectFrom('activities').select('id').where('id', '=', id).executeTakeFirst();
    return row && { visibleToVisitors: true };
  },
};
