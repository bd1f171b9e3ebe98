import { createDb } from '../connect.ts';
import { requireEnv } from '../env.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemo } from '../seed/index.ts';

const db = createDb(requireEnv('DATABASE_URL'), 2);
try {
  await migrateToLatest(db);
  const seeded = await seedDemo(db, { password: process.env.SEED_PASSWORD || 'demo1234' });
  console.log(seeded ? '[seed] demo data created (admin@demo.ppd)' : '[seed] demo data already present, nothing to do');
} finally {
  await db.destroy();
}
