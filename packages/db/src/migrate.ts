import { readdir } from 'node:fs/promises';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

/**
 * Reads ./migrations/*.ts with an import() in our own code (not kysely's FileMigrationProvider), so the
 * TypeScript migrations load under every runner we use: tsx, and vitest's module runner.
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const folder = new URL('./migrations/', import.meta.url);
    const files = (await readdir(folder)).filter((f) => /^\d+_.*\.ts$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) migrations[file.replace(/\.ts$/, '')] = await import(new URL(file, folder).href);
    return migrations;
  },
};

// Features land from parallel branches: a migration numbered below one already applied still runs.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any database shape
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) throw error;
}
