import { DEFAULT_ALERT_TYPES, DEFAULT_COMPLAINT_CATEGORIES, DEFAULT_SURVEY_CATEGORIES } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import { registerIconLibrary } from './icon-library.ts';
import { hashPassword } from './passwords.ts';

export interface FirstRunOptions {
  /** The first administrator, when none exists yet (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  admin?: { email: string; password: string } | undefined;
}

/** Serialises two installers starting at once (two migrate jobs). */
const LOCK_KEY = 7_243_002;

/** The catalogues nobody can use the product without, each filled with its defaults while it is empty. */
const DEFAULTS = {
  complaintCategories: ['complaint_categories', 'name', DEFAULT_COMPLAINT_CATEGORIES],
  alertTypes: ['alert_types', 'tipo_alerta', DEFAULT_ALERT_TYPES],
  surveyCategories: ['survey_categories', 'category_name', DEFAULT_SURVEY_CATEGORIES],
} as const;

type Created = { [K in keyof typeof DEFAULTS]: number } & { icons: number; admin: string | null };

async function fillWhenEmpty(
  trx: Kysely<Database>,
  [table, column, names]: (typeof DEFAULTS)[keyof typeof DEFAULTS],
): Promise<number> {
  const any = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  await sql`INSERT INTO ${sql.table(table)} (${sql.ref(column)}) SELECT unnest(${[...names]}::text[])`.execute(trx);
  return names.length;
}

/**
 * What a new installation needs before anyone can use it: the default complaint categories (visitors file complaints
 * under them), alert types (visitors raise alerts of one) and survey categories (every survey has one), each while
 * its catalogue is empty, the icon library's icons not registered yet (categories pick from them), and a first
 * administrator while there is none. Run after the migrations; a second run finds them all and does nothing.
 * Returns how many of each it created.
 */
export async function prepareInstallation(db: Kysely<Database>, options: FirstRunOptions): Promise<Created> {
  const passwordHash = options.admin ? await hashPassword(options.admin.password) : null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const created: Created = {
      complaintCategories: await fillWhenEmpty(trx, DEFAULTS.complaintCategories),
      alertTypes: await fillWhenEmpty(trx, DEFAULTS.alertTypes),
      surveyCategories: await fillWhenEmpty(trx, DEFAULTS.surveyCategories),
      icons: await registerIconLibrary(trx),
      admin: null,
    };
    const anyAdmin = await trx
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'monitor')
      .where('is_admin', '=', true)
      .limit(1)
      .executeTakeFirst();
    if (anyAdmin || !options.admin || !passwordHash) return created;
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
    return { ...created, admin: email };
  });
}
