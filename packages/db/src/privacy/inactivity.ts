import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connect.ts';
import { type Actor, recordEvent } from '../outbox.ts';
import { cancelAccount } from './cancel.ts';
import type { MediaFiles } from './media.ts';

/** What a visitor did last: a sign-in, a call of the app (touched once a day), an alert or position; or signing up. */
const lastActivity = sql`coalesce(u.last_seen_at, u.created_at)`;
const idleSince = sql`now() - make_interval(months => (SELECT account_inactivity_months FROM settings))`;
const noticeDays = sql`make_interval(days => (SELECT account_notice_days FROM settings))`;

/** Visitors' accounts not cancelled yet (a cancelled one is inactive and can no longer sign in). */
const openVisitor = sql`u.type = 'visitor' AND NOT u.inactive`;
/** Inactive for the period and not told since their last activity. */
const dueForNotice = sql<boolean>`${openVisitor} AND ${lastActivity} < ${idleSince}
  AND (u.inactivity_notice_at IS NULL OR u.inactivity_notice_at < ${lastActivity})`;
/** Told, and still inactive once the notice's days passed. */
const dueForCancel = sql<boolean>`${openVisitor} AND u.inactivity_notice_at < now() - ${noticeDays}
  AND ${lastActivity} <= u.inactivity_notice_at`;

/** The retention's own actor in the bitácora: no person did it. */
const RETENTION: Actor = { id: null, email: null };

export interface AccountRetentionCounts {
  notices: number;
  cancellations: number;
}

const count = async (db: Db, where: RawBuilder<boolean>) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM users u WHERE ${where}`.execute(db)).rows[0]!.n);

/** The dry run's share: the notices and the cancellations the job would make now. */
export const previewAccountRetention = async (db: Db): Promise<AccountRetentionCounts> => ({
  notices: await count(db, dueForNotice),
  cancellations: await count(db, dueForCancel),
});

/**
 * Marks up to `batch` visitors due for a notice as told and writes each one's `privacy.inactivity_notice` event
 * (mailed and audited by the worker's queues) in the same short transaction; returns how many were told.
 */
async function noticeBatch(db: Db, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; email: string; name: string; cancel_at: Date }>`
      UPDATE users u SET inactivity_notice_at = now() FROM (
        SELECT id FROM users u WHERE ${dueForNotice} ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED) due
      WHERE u.id = due.id RETURNING u.id, u.email, u.name, now() + ${noticeDays} AS cancel_at`.execute(trx);
    for (const r of rows) {
      const payload = { person: { id: r.id }, email: r.email, name: r.name, cancelAt: r.cancel_at.toISOString() };
      await recordEvent(trx, 'privacy.inactivity_notice', payload, RETENTION);
    }
    return rows.length;
  });
}

/** Whether the visitor is still due for cancellation, holding their row until the caller's transaction ends. */
const stillDue = async (trx: Db, id: number) =>
  (await sql`SELECT 1 FROM users u WHERE u.id = ${id} AND ${dueForCancel} FOR UPDATE`.execute(trx)).rows.length > 0;

/**
 * Inactive accounts (issue 38 §4): e-mails a notice to the visitors inactive for Configuración's months, and
 * cancels, with the app's own cancellation, those still inactive `account_notice_days` after it. Each notice batch
 * and each cancellation is a short transaction of its own; a rerun finds nothing left to do.
 */
export async function applyAccountRetention(db: Db, media: MediaFiles, batch = 500): Promise<AccountRetentionCounts> {
  const done = { notices: 0, cancellations: 0 };
  for (;;) {
    const told = await noticeBatch(db, batch);
    done.notices += told;
    if (told < batch) break;
  }
  for (;;) {
    const due = await sql<{ id: number }>`SELECT id FROM users u WHERE ${dueForCancel} ORDER BY id LIMIT ${batch}`
      .execute(db)
      .then((r) => r.rows.map((row) => row.id));
    for (const id of due) {
      if (await cancelAccount(db, media, id, RETENTION, { cause: 'inactivity', onlyIf: stillDue })) {
        done.cancellations += 1;
      }
    }
    if (due.length < batch) return done;
  }
}
