import type { Db } from '@ppd/db';
import { type GestorUpdate, peopleMessages } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadedImage } from '../../shared/images.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { clearingAbsent, deletePerson, updatePerson } from '../people/index.ts';

/** PUT /monitors/{id}: an admin may not take away their own admin flag (nobody would be left to give it back). */
export async function updateGestor(
  db: Db,
  actor: SessionUser,
  id: number,
  body: GestorUpdate,
  image: UploadedImage | null,
  storage: MediaStorage,
) {
  if (id === actor.id && body.is_admin === false) {
    throw new AppError('Forbidden', peopleMessages.selfDemote, 'is_admin');
  }
  const { is_admin, ...rest } = body;
  const changes = {
    ...clearingAbsent(rest, ['address', 'phone_number', 'sex', 'age']),
    ...(is_admin === undefined ? {} : { is_admin }),
  };
  await updatePerson(db, actor, { id, type: 'monitor' }, changes, image, storage);
}

export async function deleteGestor(db: Db, actor: SessionUser, id: number, storage: MediaStorage) {
  if (id === actor.id) throw new AppError('Forbidden', peopleMessages.selfDelete, 'id');
  await deletePerson(db, actor, { id, type: 'monitor' }, storage);
}
