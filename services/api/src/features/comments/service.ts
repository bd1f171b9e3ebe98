import { type Db, recordEvent } from '@ppd/db';
import { messages } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { CommentTarget } from './targets.ts';

const notFound = (field: string) => new AppError('NotFound', messages.generic.notFoundDetail, field);

/** Shows (true) or hides (false) a comment; the moderation is audited as comment.shown / comment.hidden. */
export async function setCommentStatus(
  db: Db,
  me: SessionUser,
  target: CommentTarget,
  commentId: number,
  status: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await trx
      .updateTable(target.table)
      .set({ status })
      .where('id', '=', commentId)
      .returning(['id', 'id_point'])
      .executeTakeFirst();
    if (!comment) throw notFound('id');
    await recordEvent(
      trx,
      status ? 'comment.shown' : 'comment.hidden',
      { target: target.kind, targetId: comment.id_point, commentId: comment.id },
      me,
    );
  });
}

/**
 * A visitor's comment with 1–5 stars on an item they may see (a private record is not theirs to see), written with
 * its comment.created event (the bitácora's row) in one transaction.
 */
export async function addComment(
  db: Db,
  me: SessionUser,
  target: CommentTarget,
  itemId: number,
  body: { stars: number; comment: string },
): Promise<number> {
  const item = await target.find(db, itemId);
  if (!item?.visibleToVisitors) throw notFound('id');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto(target.table)
      .values({ id_point: itemId, user_id: me.id, stars: body.stars, comment: body.comment })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(
      trx,
      'comment.created',
      { target: target.kind, targetId: itemId, commentId: row.id, stars: body.stars },
      me,
    );
    return row.id;
  });
}
