import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.ts';
import { hashPassword } from '../passwords.ts';
import { seedActivities } from './activities.ts';
import { seedAlerts } from './alerts.ts';
import { seedAudit } from './audit.ts';
import { seedCatalogs } from './catalogs.ts';
import { seedComplaints } from './complaints.ts';
import { seedDataRequests } from './data-requests.ts';
import { copyDemoFiles, type DemoCopy } from './media.ts';
import { ADMIN_EMAIL, AUTHORITIES, type Hashes, seedPeople } from './people.ts';
import { createRng } from './random.ts';
import { seedPlaceComments, seedRecords } from './records.ts';
import { seedSurveys } from './surveys.ts';

export { ADMIN_EMAIL, GESTOR_EMAIL } from './people.ts';

export interface SeedOptions {
  /** Password of the gestores and visitors (authorities sign in with their auth_id). */
  password: string;
  /** The instant the demo's dates are relative to; defaults to now. */
  now?: Date;
  /** The media root the API serves (its MEDIA_DIR): the photos, video and audio the demo's rows name go there. */
  mediaDir: string;
}

const SEED = 20_250_526;
/** Serialises concurrent seeders (two app nodes starting at once). */
const LOCK_KEY = 7_243_001;

const adminExists = async (db: Kysely<Database>): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', ADMIN_EMAIL).executeTakeFirst()) !==
  undefined;

/**
 * Fills an empty database with the demo: gestores, authorities, visitors, catalogues, records, comments,
 * surveys, alerts, activities and complaints, in one transaction, then the files they name into `mediaDir`. Does
 * nothing when admin@demo.ppd exists. Returns whether it seeded.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if (await adminExists(db)) return false;

  const hashes: Hashes = {
    demo: await hashPassword(options.password),
    authIds: new Map(
      await Promise.all(AUTHORITIES.map(async (a) => [a.auth_id, await hashPassword(a.auth_id)] as const)),
    ),
  };

  const files: DemoCopy[] = [];
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await adminExists(trx)) return false;

    const ctx = { db: trx, rng: createRng(SEED), now: options.now ?? new Date(), files };
    const catalogs = await seedCatalogs(ctx);
    const people = await seedPeople(ctx, hashes, catalogs);
    const records = await seedRecords(ctx, catalogs, people);
    await seedPlaceComments(ctx, records, people);
    const surveys = await seedSurveys(ctx, catalogs, people);
    await seedAlerts(ctx, catalogs, people);
    await seedActivities(ctx, catalogs, people, surveys);
    await seedComplaints(ctx, catalogs, people);
    await seedAudit(ctx, people);
    await seedDataRequests(ctx, people);
    return true;
  });
  if (seeded) await copyDemoFiles(options.mediaDir, files);
  return seeded;
}
