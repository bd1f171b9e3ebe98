import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, type Db } from './connect.ts';
import { requireEnv } from './env.ts';
import { migrateToLatest } from './migrate.ts';

/** One template per migration set, so checkouts with different migrations can test on one server at once. */
const templateName = (fingerprint: string) => `ppd_test_template_${fingerprint.slice(0, 16)}`;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(requireEnv('DATABASE_URL'), 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let fingerprintOnce: Promise<string> | undefined;
/** Changes whenever a migration is added or edited. */
function migrationsFingerprint(): Promise<string> {
  fingerprintOnce ??= computeFingerprint();
  return fingerprintOnce;
}

async function computeFingerprint(): Promise<string> {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  const hash = createHash('sha256');
  for (const file of (await fs.readdir(folder)).sort()) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(folder, file)));
  }
  return hash.digest('hex');
}

const TEMPLATE_LOCK = 7_243_002;

/**
 * Vitest globalSetup: migrate the template database of this migration set. It is built once (the comment marks it
 * complete), under a lock, so test runs of several packages (or several people on one server) do not race.
 */
export async function prepareTemplate(): Promise<void> {
  const fingerprint = await migrationsFingerprint();
  const template = templateName(fingerprint);
  await admin(async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await c.query<{ note: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1",
        [template],
      );
      if (rows[0]?.note === fingerprint) return;
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${template}`);
      const db = createDb(withDatabase(requireEnv('DATABASE_URL'), template), 1);
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await c.query(`COMMENT ON DATABASE ${template} IS '${fingerprint}'`);
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** A fresh, migrated database for one test file, cloned from the template. */
export async function createTestDatabase(): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const name = `ppd_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = templateName(await migrationsFingerprint());
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(requireEnv('DATABASE_URL'), name);
  const db = createDb(url, 5);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
export * from './ports.ts';
export * from './redis-server.ts';
export * from './synthetic.ts';
export * from './test-rows.ts';
export * from './wait.ts';
