import { type Db, recordEvent } from '@ppd/db';
import { type ConsentReply, type PrivacyNotice, privacyMessages } from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../plugins/errors.ts';

const fill = (text: string, version: number) => text.replace('{version}', String(version));

/** 428 with the version to accept: the app shows that notice and calls POST /api/app/me/consent. */
const consentRequired = (version: number) =>
  new AppError('PrivacyConsentRequired', fill(privacyMessages.consentRequired, version), undefined, { version });

/** The notice in force: the highest version already published (a version may be stored ahead of its date). */
export async function currentNotice(db: Db): Promise<PrivacyNotice> {
  const notice = await db
    .selectFrom('privacy_notices')
    .selectAll()
    .where('published_at', '<=', sql<Date>`now()`)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  if (!notice) throw new AppError('NotFound', privacyMessages.noNotice);
  return { ...notice, published_at: notice.published_at.toISOString() };
}

/**
 * The version a visitor must accept before their next data-collecting call, or null when they accepted it. A
 * visitor without a consent row (signed up before consents were recorded, or created by staff) accepted the
 * version in force when the account was created: signing up in the app implies the notice it showed.
 */
export async function versionToAccept(db: Db, userId: number): Promise<number | null> {
  const { rows } = await sql<{ current: number; accepted: number | null }>`
    SELECT cur.version AS current, greatest(
      (SELECT max(c.version) FROM privacy_consents c WHERE c.user_id = u.id),
      (SELECT max(p.version) FROM privacy_notices p WHERE p.published_at <= u.created_at)
    ) AS accepted
    FROM users u,
      LATERAL (SELECT version FROM privacy_notices WHERE published_at <= now() ORDER BY version DESC LIMIT 1) cur
    WHERE u.id = ${userId}`.execute(db);
  const row = rows[0];
  return row && (row.accepted ?? 0) < row.current ? row.current : null;
}

/** preHandler of every route that collects a visitor's data: refuses 428 until the current notice is accepted. */
export const requireCurrentConsent = (db: Db) => async (request: FastifyRequest) => {
  if (!request.routeOptions.config?.collectsPersonalData || request.session?.type !== 'visitor') return;
  const version = await versionToAccept(db, request.session.id);
  if (version !== null) throw consentRequired(version);
};

/**
 * Records that the visitor accepted `version` (in the caller's transaction), which must be the current one: an app
 * that showed an older notice is answered 428 with the one to show. Accepting it again changes nothing.
 */
export async function acceptNotice(trx: Db, userId: number, version: number | undefined): Promise<ConsentReply> {
  const current = (await currentNotice(trx)).version;
  if (version !== undefined && version !== current) throw consentRequired(current);
  const row = await trx
    .insertInto('privacy_consents')
    .values({ user_id: userId, version: current })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doUpdateSet({ version: current }))
    .returning(['version', 'accepted_at', sql<boolean>`xmax = 0`.as('inserted')])
    .executeTakeFirstOrThrow();
  if (row.inserted) {
    await recordEvent(
      trx,
      'privacy.consent_given',
      { person: { id: userId }, version: current },
      { id: userId, email: null },
    );
  }
  return { version: row.version, accepted_at: row.accepted_at.toISOString() };
}
