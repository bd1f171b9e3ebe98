import { type Db, recordEvent } from '@ppd/db';
import {
  type ConsentReply,
  fillPeriods,
  fromMexicoCityTime,
  type PrivacyNotice,
  type PublishNoticeBody,
  privacyMessages,
} from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { retentionPeriodsOf } from './retention-settings.ts';

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
  const text = fillPeriods(notice.text, await retentionPeriodsOf(db));
  return { ...notice, text, published_at: notice.published_at.toISOString() };
}

/** Every version as stored (its periods as placeholders), newest first: Configuración's Aviso de privacidad. */
export async function noticeVersions(db: Db): Promise<PrivacyNotice[]> {
  const rows = await db.selectFrom('privacy_notices').selectAll().orderBy('version', 'desc').execute();
  return rows.map((n) => ({ ...n, published_at: n.published_at.toISOString() }));
}

/** When a version published on `day` takes effect: now for today, that day's first minute (Mexico City) later on. */
function effectiveAt(day: string | undefined): Date | null {
  const now = new Date();
  if (day === undefined) return now;
  const at = fromMexicoCityTime(`${day}T00:00:00`);
  if (at.getTime() > now.getTime()) return at;
  return fromMexicoCityTime(`${day}T23:59:59`).getTime() >= now.getTime() ? now : null;
}

/**
 * Publishes the next version (audited): from its day on, every visitor's next data-collecting call asks for it
 * (428). A day already past is refused: a visitor who signed up since would count as having accepted it.
 */
export async function publishNotice(db: Db, me: SessionUser, body: PublishNoticeBody): Promise<PrivacyNotice> {
  const at = effectiveAt(body.effective_on);
  if (!at) throw validationError('effective_on', privacyMessages.noticeDayInvalid);
  return db.transaction().execute(async (trx) => {
    // One publisher at a time: two at once would both take the same next version.
    await sql`LOCK TABLE privacy_notices IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const row = await trx
      .insertInto('privacy_notices')
      .columns(['version', 'text', 'published_at'])
      .expression(
        trx
          .selectFrom('privacy_notices')
          .select([
            sql<number>`coalesce(max(version), 0) + 1`.as('version'),
            sql<string>`${body.text}`.as('text'),
            sql<Date>`${at}`.as('published_at'),
          ]),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const publishedAt = row.published_at.toISOString();
    await recordEvent(trx, 'privacy.notice_published', { version: row.version, publishedAt }, me);
    return { ...row, published_at: publishedAt };
  });
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
