import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../connect.ts';
import { requireEnv } from '../env.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemo } from '../seed/index.ts';

// The API's MEDIA_DIR, which it resolves from its own working directory, the repository's root (scripts/start.sh,
// the Docker image): the seed runs from packages/db.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const mediaDir = path.resolve(ROOT, process.env.MEDIA_DIR || '.data/media');
const db = createDb(requireEnv('DATABASE_URL'), 2);
try {
  await migrateToLatest(db);
  const seeded = await seedDemo(db, { password: process.env.SEED_PASSWORD || 'demo1234', mediaDir });
  console.log(seeded ? '[seed] demo data created (admin@demo.ppd)' : '[seed] demo data already present, nothing to do');
} finally {
  await db.destroy();
}
