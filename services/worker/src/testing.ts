import { randomUUID } from 'node:crypto';
import { createLogger } from './logger.ts';
import { type RunningWorker, type StartWorkerOptions, startWorker } from './start.ts';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run \`source scripts/env.sh\` (or scripts/test.sh) first`);
  return value;
}

/** The worker in the test's own process, quiet unless something is wrong, on the test's services by default. */
export function startQuietWorker(o: Partial<StartWorkerOptions> & { databaseUrl: string }): Promise<RunningWorker> {
  return startWorker({
    redisUrl: o.redisUrl ?? requireEnv('REDIS_URL'),
    smtpUrl: o.smtpUrl ?? requireEnv('SMTP_URL'),
    sweepMs: 250,
    concurrency: 4,
    dbPoolSize: 4,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'error'),
    ...o,
  });
}

/**
 * A worker with queues of its own (a prefix no other worker on the shared Redis takes): pushes flow from the
 * API's events to the test's clients.
 */
export function startTestWorker(databaseUrl: string, name: string): Promise<RunningWorker> {
  return startQuietWorker({ databaseUrl, prefix: `${name}-${randomUUID().slice(0, 8)}` });
}
