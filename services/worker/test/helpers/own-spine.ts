import { createTestDatabase, OwnRedis } from '@ppd/db/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * A database and a Redis of the suite's own, made before its tests and dropped after them. Registered first, so its
 * afterAll runs last (vitest runs after-hooks in reverse): what the suite started on them stops before they go.
 */
export function ownDatabaseAndRedis() {
  const own = {} as { database: Awaited<ReturnType<typeof createTestDatabase>>; redis: OwnRedis };
  beforeAll(async () => {
    own.database = await createTestDatabase();
    own.redis = await OwnRedis.start();
  });
  afterAll(async () => {
    await own.redis?.destroy();
    await own.database?.drop();
  });
  return own;
}
