import pg from 'pg';
import { createDb, type Db } from './connect.ts';
import { requireEnv } from './env.ts';
import { migrateToLatest } from './migrate.ts';

const TEMPLATE = 'ppd_test_template';

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

/** Vitest globalSetup: migrate one template database once per run. */
export async function prepareTemplate(): Promise<void> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const db = createDb(withDatabase(requireEnv('DATABASE_URL'), TEMPLATE), 1);
  await migrateToLatest(db);
  await db.destroy();
}

/** A fresh, migrated database for one test file, cloned from the template. */
export async function createTestDatabase(): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const name = `ppd_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
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
