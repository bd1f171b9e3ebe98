import { afterAll, beforeAll } from 'vitest';
import type { RunningWorker } from '../../src/index.ts';
import { buildTestApp, type FastifyInstance } from './api.ts';
import { ownDatabaseAndRedis } from './own-spine.ts';
import { startTestWorker } from './worker.ts';

/**
 * The suite's own database and Redis with the real API listening on them and, unless `worker: false`, the worker:
 * started before the suite's tests, stopped after them (the API and worker first, then their stores).
 */
export function liveStack(options: { worker?: boolean } = {}) {
  const own = ownDatabaseAndRedis();
  const stack = own as typeof own & { app: FastifyInstance; url: string; worker: RunningWorker };
  beforeAll(async () => {
    stack.app = await buildTestApp(own.database.url, own.redis.url);
    stack.url = await stack.app.listen({ host: '127.0.0.1', port: 0 });
    if (options.worker !== false)
      stack.worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url });
  });
  afterAll(async () => {
    await stack.worker?.stop();
    await stack.app?.close();
  });
  return stack;
}
