import { type Db, hashPassword, recordEvent, type UserUpdate } from '@ppd/db';
import { type CreateUserBody, messages, type PersonRef, peopleMessages, type UserType } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { UploadedImage } from '../../shared/images.ts';
import { type FileChanges, type MediaStorage, withStoredFiles } from '../../shared/media/storage.ts';
import { type Refusals, withRefusals } from '../../shared/refusals.ts';
import { reopenAlertsOf } from '../alerts/index.ts';
import { storedProfileImage, storeProfileImage } from './images.ts';
import { usernameId } from './queries.ts';

type PersonType = 'authority' | 'monitor';

/** E-mails are unique per type of account. */
export const emailTaken = new AppError('Conflict', messages.people.emailTaken, 'email');

/** A person's row as its constraints refuse it: a taken e-mail, or a project or category deleted meanwhile. */
const personRefusals: Refusals = {
  unique: { '*': emailTaken },
  foreignKey: {
    users_project_id_fkey: validationError('project_id', messages.people.projectRequired),
    users_category_id_fkey: validationError('category_id', peopleMessages.categoryUnknown),
  },
};

/**
 * A change of people in one transaction, refused as their constraints say: the profile pictures it stores are
 * removed if it fails, the ones it replaces once it committed.
 */
const personChange = <T>(db: Db, storage: MediaStorage, change: (trx: Db, files: FileChanges) => Promise<T>) =>
  withStoredFiles(storage, (files) =>
    withRefusals(personRefusals, () => db.transaction().execute((trx) => change(trx, files))),
  );

export const refOf = (p: {
  id: number;
  type: UserType;
  email: string;
  name: string;
  last_name: string;
}): PersonRef => ({
  id: p.id,
  type: p.type,
  email: p.email,
  name: p.name,
  last_name: p.last_name,
});

/**
 * Before a change that can leave a gestor without admin rights: the acting admin must still be one. Every admin's
 * row is locked, in id order, so two admins removing each other queue and the second finds it no longer may
 * (both would commit otherwise, leaving no admin).
 */
async function mustStillBeAdmin(trx: Db, actor: SessionUser) {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'monitor')
    .where('is_admin', '=', true)
    .where('inactive', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!admins.some((a) => a.id === actor.id)) throw new AppError('Forbidden', messages.auth.forbidden);
}

export const notFound = () => new AppError('NotFound', peopleMessages.notFound);

/** A username from the e-mail's local part (the apps show it; it need not be unique). */
const usernameFor = (email: string) => email.split('@')[0]!.toLowerCase();

/**
 * POST /users: an authority, whose first app password is its auth_id, or a gestor with the password given.
 * The row, the image path and the event are one transaction; the image's file is removed if it fails.
 */
export async function createPerson(
  db: Db,
  actor: SessionUser,
  body: CreateUserBody,
  image: UploadedImage | null,
  storage: MediaStorage,
) {
  const passwordHash = await hashPassword(body.type === 'authority' ? body.auth_id : body.password);
  const username = usernameFor(body.email);
  return personChange(db, storage, async (trx, files) => {
    const common = {
      type: body.type,
      email: body.email,
      password_hash: passwordHash,
      name: body.name,
      last_name: body.last_name,
      username,
      address: body.address ?? null,
      phone_number: body.phone_number,
      sex: body.sex ?? null,
      age: body.age ?? null,
    };
    const extra =
      body.type === 'authority'
        ? { auth_id: body.auth_id, project_id: body.project_id, category_id: body.category_id ?? null }
        : { is_admin: body.is_admin ?? false };
    const user = await trx
      .insertInto('users')
      .values({ ...common, ...extra })
      .returning(['id', 'type', 'email', 'name', 'last_name', 'username'])
      .executeTakeFirstOrThrow();
    if (image) {
      const profileImage = await storeProfileImage(files, user, image);
      await trx.updateTable('users').set({ profile_image: profileImage }).where('id', '=', user.id).execute();
    }
    await recordEvent(trx, 'person.created', { person: refOf(user) }, actor);
    return {
      id: user.id,
      user_id: user.id,
      username,
      username_id: usernameId(user),
      type: body.type,
    };
  });
}

/**
 * Edits a person of the given type (never the e-mail); the image is replaced when a new one is sent, and the
 * previous one's file removed once committed. Returns the new image's path, if any.
 */
/** An edit form leaves out the optional fields it emptied: each of `keys` left out is cleared (stored null). */
export function clearingAbsent<T extends object, K extends keyof T>(body: T, keys: readonly K[]) {
  const cleared = Object.fromEntries(keys.map((k) => [k, body[k] ?? null]));
  return { ...body, ...cleared } as Omit<T, K> & { [P in K]-?: NonNullable<T[P]> | null };
}

export async function updatePerson(
  db: Db,
  actor: SessionUser,
  target: { id: number; type: PersonType },
  changes: UserUpdate,
  image: UploadedImage | null,
  storage: MediaStorage,
): Promise<string | null> {
  return personChange(db, storage, async (trx, files) => {
    if (target.type === 'monitor' && changes.is_admin === false) await mustStillBeAdmin(trx, actor);
    const person = await trx
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', target.id)
      .where('type', '=', target.type)
      .returning(['id', 'type', 'email', 'name', 'last_name', 'username', 'profile_image'])
      .executeTakeFirst();
    if (!person) throw notFound();
    const profileImage = image ? await storeProfileImage(files, person, image) : null;
    if (profileImage) {
      await trx.updateTable('users').set({ profile_image: profileImage }).where('id', '=', person.id).execute();
      files.dropAfter(storedProfileImage(person.profile_image));
    }
    await recordEvent(trx, 'person.updated', { person: refOf(person) }, actor);
    return profileImage;
  });
}

/** A monitor's or gestor's new profile image, alone (POST /users/update_profile_image). */
export async function setProfileImage(
  db: Db,
  actor: SessionUser,
  id: number,
  image: UploadedImage,
  storage: MediaStorage,
): Promise<string> {
  const person = await db
    .selectFrom('users')
    .select('type')
    .where('id', '=', id)
    .where('type', 'in', ['authority', 'monitor'])
    .executeTakeFirst();
  if (!person) throw notFound();
  return (await updatePerson(db, actor, { id, type: person.type as PersonType }, {}, image, storage))!;
}

/**
 * Deletes a person; an authority's ASIGNADA alerts go back to ABIERTA first, and the alerts it attended keep its
 * name, in the same transaction. Their profile picture's file is removed once committed.
 */
export async function deletePerson(
  db: Db,
  actor: SessionUser,
  target: { id: number; type: PersonType },
  storage: MediaStorage,
) {
  await personChange(db, storage, async (trx, files) => {
    if (target.type === 'monitor') await mustStillBeAdmin(trx, actor);
    const person = await trx
      .selectFrom('users')
      .select(['id', 'type', 'email', 'name', 'last_name', 'profile_image'])
      .where('id', '=', target.id)
      .where('type', '=', target.type)
      .forUpdate()
      .executeTakeFirst();
    if (!person) throw notFound();
    // Before the delete: its foreign key would blank autoridad_id and leave the alerts ASIGNADA to nobody.
    if (person.type === 'authority') {
      await reopenAlertsOf(trx, actor, person, 'deleted');
      await trx
        .updateTable('alerts')
        .set({ autoridad_nombre: person.name, autoridad_apellido: person.last_name })
        .where('autoridad_id', '=', person.id)
        .execute();
    }
    await trx.deleteFrom('users').where('id', '=', person.id).execute();
    await recordEvent(trx, 'person.deleted', { person: refOf(person) }, actor);
    files.dropAfter(storedProfileImage(person.profile_image));
  });
}

/**
 * POST /users/updateActivity: Activar / Desactivar an authority or a gestor (not oneself). A deactivated authority
 * cannot sign in to attend its ASIGNADA alerts: they go back to ABIERTA in the same transaction.
 */
export async function setActivity(db: Db, actor: SessionUser, id: number, inactive: boolean) {
  if (id === actor.id && inactive) throw new AppError('Forbidden', peopleMessages.selfDeactivate, 'id');
  await db.transaction().execute(async (trx) => {
    if (inactive) await mustStillBeAdmin(trx, actor);
    const person = await trx
      .updateTable('users')
      // Deactivating also spends every token issued so far: reactivating does not revive them.
      .set(
        inactive
          ? { inactive, updated_at: new Date(), sessions_valid_from: new Date() }
          : { inactive, updated_at: new Date() },
      )
      .where('id', '=', id)
      .where('type', 'in', ['authority', 'monitor'])
      .returning(['id', 'type', 'email', 'name', 'last_name'])
      .executeTakeFirst();
    if (!person) throw notFound();
    await recordEvent(trx, 'person.activity_changed', { person: refOf(person), inactive }, actor);
    if (inactive && person.type === 'authority') await reopenAlertsOf(trx, actor, person, 'deactivated');
  });
}
