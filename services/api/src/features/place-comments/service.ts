import { type Db, recordEvent } from '@ppd/db';
import { messages } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findRecordVisibility } from './queries.ts';

const notFound = (field: string) => new AppError('NotFound', messages.generic.notFoundDetail, field);

/** Shows (true) or hides (false) a comment; the moderation is audited as comment.shown / comment.hidden. */
export async function setCommentStatus(db: Db, me: SessionUser, commentId: number, status: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await trx
      .updateTable('place_comments')
      .set({ status })
      .where('id', '=', commentId)
      .returning(['id', 'id_point'])
      .executeTakeFirst();
    if (!comment) throw notFound('commentId');
    await recordEvent(
      trx,
      status ? 'comment.shown' : 'comment.hidden',
      { target: 'place', targetId: comment.id_point, commentId: comment.id },
      me,
    );
  });
}

/** A visitor's comment on a public record (private records are not theirs to see). */
export async function addComment(
  db: Db,
  me: SessionUser,
  recordId: number,
  body: { stars: number; comment: string },
): Promise<number> {
  const record = await findRecordVisibility(db, recordId);
  if (!record || record.privado) throw notFound('placeId');
  const row = await db
    .insertInto('place_comments')
    .values({ id_point: recordId, user_id: me.id, stars: body.stars, comment: body.comment })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
