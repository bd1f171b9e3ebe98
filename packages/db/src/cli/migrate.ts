import { PASSWORD_MIN } from '@ppd/domain';
import { createDb } from '../connect.ts';
import { requireEnv } from '../env.ts';
import { prepareInstallation } from '../first-run.ts';
import { migrateToLatest } from '../migrate.ts';

/** The first administrator of a new installation, from ADMIN_EMAIL and ADMIN_PASSWORD (both, or neither). */
function firstAdmin(env: NodeJS.ProcessEnv) {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return undefined;
  if (!email || password.length < PASSWORD_MIN) {
    throw new Error(
      `ADMIN_EMAIL and ADMIN_PASSWORD go together; the password needs at least ${PASSWORD_MIN} characters`,
    );
  }
  return { email, password };
}

const admin = firstAdmin(process.env);
const db = createDb(requireEnv('DATABASE_URL'), 1);
try {
  await migrateToLatest(db);
  const created = await prepareInstallation(db, { admin });
  console.log('[migrate] database is up to date');
  const defaults = [
    [created.complaintCategories, 'complaint categories'],
    [created.alertTypes, 'alert types'],
    [created.surveyCategories, 'survey categories'],
    [created.icons, 'library icons'],
  ] as const;
  for (const [count, what] of defaults) if (count > 0) console.log(`[migrate] ${count} default ${what} created`);
  if (created.admin) console.log(`[migrate] first administrator created: ${created.admin}`);
} finally {
  await db.destroy();
}
