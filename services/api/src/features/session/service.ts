import { ACCOUNT_CHANNEL, type Db, hashPassword, recordEvent, verifyPassword } from '@ppd/db';
import { type LoginBody, messages, type UserType } from '@ppd/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { findUserByEmail, lockUsableResetToken } from './queries.ts';
import { hashResetToken, newResetToken } from './tokens.ts';

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const unknownUserHash = hashPassword('not-a-real-password');

const inactiveUser = () => new AppError('Forbidden', messages.auth.inactiveUser);

async function isInactive(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('inactive').where('id', '=', id).executeTakeFirst();
  return row?.inactive !== false;
}

export async function login(db: Db, body: LoginBody) {
  const user = await findUserByEmail(db, body.email, body.type);
  const valid = await verifyPassword(user?.password_hash ?? (await unknownUserHash), body.password);
  if (!user || !valid) throw new AppError('InvalidCredentials', messages.auth.invalidCredentials);
  if (user.inactive) throw inactiveUser();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ last_seen_at: new Date() }).where('id', '=', user.id).execute();
    await recordEvent(trx, 'user.logged_in', { userId: user.id, email: user.email, type: user.type }, user);
  });
  return user;
}

const wrongOldPassword = () => validationError('old_password', messages.auth.passwordWrongOld);

/**
 * The new password is written only if the account is still active and its password is still the one checked: a
 * deactivation or another change in between wins (a token signed after a deactivation would outlive it).
 */
export async function changePassword(db: Db, session: SessionUser, oldPassword: string, newPassword: string) {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword))) throw wrongOldPassword();
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, sessions_valid_from: new Date(), updated_at: new Date() })
      .where('id', '=', session.id)
      .where('password_hash', '=', user.password_hash)
      .where('inactive', '=', false)
      .returning(['id', 'type', 'email', 'is_admin', 'sessions_valid_from'])
      .executeTakeFirst();
    if (!changed) throw (await isInactive(trx, session.id)) ? inactiveUser() : wrongOldPassword();
    await recordEvent(trx, 'user.password_changed', { userId: session.id, email: session.email }, session);
    return changed;
  });
}

export async function requestPasswordReset(
  db: Db,
  opts: { email: string; type: UserType; publicUrl: string; validMinutes: number },
) {
  const user = await findUserByEmail(db, opts.email, opts.type);
  if (!user || user.inactive) return; // same answer either way: the form must not reveal who has an account
  const { token, hash } = newResetToken();
  const expiresAt = new Date(Date.now() + opts.validMinutes * 60_000);
  const resetUrl = `${opts.publicUrl}/reset_password?token=${token}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token_hash: hash, expires_at: expiresAt })
      .execute();
    await recordEvent(
      trx,
      'user.password_reset_requested',
      { userId: user.id, email: user.email, name: user.name, resetUrl, expiresAt: expiresAt.toISOString() },
      user,
    );
  });
}

const badResetToken = () => validationError('token', messages.auth.resetTokenInvalid);

export async function checkResetToken(db: Db, token: string) {
  const row = await lockUsableResetToken(db, hashResetToken(token));
  if (!row) throw badResetToken();
}

/**
 * Sets the password a reset link was sent for; returns whose it was. A token that is no usable link is refused before
 * the new password is hashed (that costs a made-up token nothing but a lookup); the hash is computed outside the
 * lock, which then checks the token again, so a link spent meanwhile still answers 400.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  await checkResetToken(db, token);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const row = await lockUsableResetToken(trx, hashResetToken(token));
    if (!row) throw badResetToken();
    const now = new Date();
    // Using one link spends every other link the user was sent.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, sessions_valid_from: now, updated_at: now })
      .where('id', '=', row.user_id)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, 'user.password_reset', { userId: user.id, email: user.email }, user);
    return user.id;
  });
}

export async function updateProfile(db: Db, session: SessionUser, name: string, lastName: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ name, last_name: lastName, updated_at: new Date() })
      .where('id', '=', session.id)
      .execute();
    await recordEvent(
      trx,
      'user.profile_updated',
      { userId: session.id, email: session.email, name, last_name: lastName },
      session,
    );
  });
}

/**
 * Signs this token out (the account's other sign-ins go on): its session id is refused until the token would have
 * expired, by every API process once the NOTIFY reaches it. The account's spent ones are dropped meanwhile.
 */
export async function logout(db: Db, session: SessionUser) {
  await db.transaction().execute(async (trx) => {
    await recordEvent(trx, 'user.logged_out', { userId: session.id, email: session.email }, session);
    if (!session.token) return;
    await trx
      .deleteFrom('revoked_sessions')
      .where('user_id', '=', session.id)
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('revoked_sessions')
      .values({ sid: session.token.sid, user_id: session.id, expires_at: new Date(session.token.expiresAt) })
      .onConflict((oc) => oc.column('sid').doNothing())
      .execute();
    await sql`SELECT pg_notify(${ACCOUNT_CHANNEL}, ${String(session.id)})`.execute(trx);
  });
}
