import { createDb } from '../connect.ts';
import { requireEnv } from '../env.ts';
import { migrateToLatest } from '../migrate.ts';

const db = createDb(requireEnv('DATABASE_URL'), 1);
try {
  await migrateToLatest(db);
  console.log('[migrate] database is up to date');
} finally {
  await db.destroy();
}
