import { prepareTemplate } from '@ppd/db/testing';
import { buildWebIfStale } from './build.ts';

/** Once per run: the migrated template database every test file clones, and a current web build. */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: run the browser tests through scripts/test.sh or scripts/with-services.sh',
    );
  }
  buildWebIfStale();
  await prepareTemplate();
}
