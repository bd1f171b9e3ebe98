import { cancelAccount, type Db, verifyPassword } from '@ppd/db';
import { messages } from '@ppd/domain';
import { validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';

/** Cancellation from the app (ARCO): with the visitor's own password, the account is erased by them. */
export async function cancelOwnAccount(db: Db, storage: MediaStorage, id: number, password: string): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw validationError('password', messages.auth.passwordWrongOld);
  }
  await cancelAccount(db, storage, id, { id, email: null });
}
