import { type Db, recordEvent } from '@ppd/db';
import type { AuditSaveBody } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';

/**
 * What the back-office reports it did. The row is written by the audit worker from the event, like every other
 * bitácora row, and always under the session's e-mail: the body's is not trusted.
 */
export async function saveClientAction(db: Db, session: SessionUser, body: AuditSaveBody) {
  const entry = { module: body.module, action: body.action, observation: body.observation };
  await db.transaction().execute((trx) => recordEvent(trx, 'client.action', entry, session));
  return { ...entry, email: session.email };
}
