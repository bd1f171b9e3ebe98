import type { Db } from '@ppd/db';

/** A record's comments with their authors, newest first (spec §3 "Comment on a place"). */
export function listPlaceComments(db: Db, recordId: number) {
  return db
    .selectFrom('place_comments as c')
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
    .where('c.id_point', '=', recordId)
    .orderBy('c.created', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export function findRecordVisibility(db: Db, id: number) {
  return db.selectFrom('records').select(['id', 'privado']).where('id', '=', id).executeTakeFirst();
}
