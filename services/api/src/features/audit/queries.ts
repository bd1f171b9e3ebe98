import type { Db } from '@ppd/db';
import { type AuditListBody, type AuditLogEntry, auditRange } from '@ppd/domain';
import { sql } from 'kysely';

/**
 * One page of a back-office user's bitácora, newest first unless asked otherwise, with the total for the pager. Read
 * by account: a visitor may have signed up with the same e-mail, and their actions are not the gestor's.
 */
export async function listAuditLog(db: Db, filter: AuditListBody): Promise<{ rows: AuditLogEntry[]; total: number }> {
  const { from, to } = auditRange(filter);
  const account = db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'monitor')
    .where(sql<string>`lower(email)`, '=', filter.email.toLowerCase());
  let query = db.selectFrom('audit_log').where('user_id', 'in', account);
  if (from) query = query.where('date', '>=', from);
  if (to) query = query.where('date', '<', to);

  const [rows, count] = await Promise.all([
    query
      .select(['id', 'module', 'action', 'observation', 'date', 'email'])
      .orderBy('date', filter.order)
      .orderBy('id', filter.order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, date: r.date.toISOString() })), total: count.total };
}
