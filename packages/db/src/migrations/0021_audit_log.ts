import { type Kysely, sql } from 'kysely';

/** The bitácora is the audit log in every layer: the table takes the feature's name (its wire paths keep the spec's). */
const RENAMES = [
  ['TABLE', 'binnacle', 'audit_log'],
  ['SEQUENCE', 'binnacle_id_seq', 'audit_log_id_seq'],
  ['INDEX', 'binnacle_user_date_idx', 'audit_log_user_date_idx'],
  ['INDEX', 'binnacle_pkey', 'audit_log_pkey'],
  ['INDEX', 'binnacle_event_id_key', 'audit_log_event_id_key'],
] as const;

async function rename(db: Kysely<unknown>, kind: string, from: string, to: string) {
  await sql`ALTER ${sql.raw(kind)} ${sql.id(from)} RENAME TO ${sql.id(to)}`.execute(db);
}

const renameForeignKey = (db: Kysely<unknown>, table: string, from: string, to: string) =>
  sql`ALTER TABLE ${sql.id(table)} RENAME CONSTRAINT ${sql.id(from)} TO ${sql.id(to)}`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, from, to] of RENAMES) await rename(db, kind, from, to);
  await renameForeignKey(db, 'audit_log', 'binnacle_user_id_fkey', 'audit_log_user_id_fkey');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameForeignKey(db, 'audit_log', 'audit_log_user_id_fkey', 'binnacle_user_id_fkey');
  for (const [kind, from, to] of [...RENAMES].reverse()) await rename(db, kind, to, from);
}
