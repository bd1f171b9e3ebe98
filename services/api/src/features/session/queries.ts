import type { Db } from '@ppd/db';
import type { UserType } from '@ppd/domain';
import { sql } from 'kysely';

export function findUserByEmail(db: Db, email: string, type: UserType) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('type', '=', type)
    .executeTakeFirst();
}

export function findProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id as user_id', 'uuid', 'name', 'last_name', 'email', 'profile_image', 'is_admin', 'type'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The usable reset token row, locked so that two concurrent resets cannot both use it. */
export function lockUsableResetToken(db: Db, hash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .forUpdate()
    .executeTakeFirst();
}
