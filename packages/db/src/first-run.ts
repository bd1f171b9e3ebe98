import { DEFAULT_COMPLAINT_CATEGORIES } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import { hashPassword } from './passwords.ts';

export interface FirstRunOptions {
  /** The first administrator, when none exists yet (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  admin?: { email: string; password: string } | undefined;
}

/** Serialises two installers starting at once (two migrate jobs). */
const LOCK_KEY = 7_243_002;

/**
 * What a new installation needs before anyone can use it: the spec's default complaint categories (visitors file
 * complaints under them) while there are none, and a first administrator while there is none. Run after the
 * migrations; a second run finds both and does nothing. Returns what it created.
 */
export async function prepareInstallation(
  db: Kysely<Database>,
  options: FirstRunOptions,
): Promise<{ categories: number; admin: string | null }> {
  const passwordHash = options.admin ? await hashPassword(options.admin.password) : null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const anyCategory = await trx.selectFrom('complaint_categories').select('id').limit(1).executeTakeFirst();
    if (!anyCategory) {
      await trx
        .insertInto('complaint_categories')
        .values(DEFAULT_COMPLAINT_CATEGORIES.map((name) => ({ name })))
        .execute();
    }
    const categories = anyCategory ? 0 : DEFAULT_COMPLAINT_CATEGORIES.length;
    const anyAdmin = await trx
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'monitor')
      .where('is_admin', '=', true)
      .limit(1)
      .executeTakeFirst();
    if (anyAdmin || !options.admin || !passwordHash) return { categories, admin: null };
    const email = options.admin.email.trim().toLowerCase();
    await trx
      .insertInto('users')
      .values({
        type: 'monitor',
        email,
        password_hash: passwordHash,
        name: 'Administrador',
        last_name: '',
        is_admin: true,
      })
      .execute();
    return { categories, admin: email };
  });
}
