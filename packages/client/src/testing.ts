import { randomUUID } from 'node:crypto';
import { createLogger, type RunningWorker, startWorker } from '@ppd/worker';
import { AppClient, type VisitorSignUp } from './index.ts';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run \`source scripts/env.sh\` (or scripts/test.sh) first`);
  return value;
}

/**
 * The worker in the test's own process, with queues of its own (a prefix no other worker on the shared Redis
 * takes): pushes flow from the API's events to the test's clients.
 */
export function startTestWorker(databaseUrl: string, name: string): Promise<RunningWorker> {
  return startWorker({
    databaseUrl,
    redisUrl: requireEnv('REDIS_URL'),
    smtpUrl: requireEnv('SMTP_URL'),
    prefix: `${name}-${randomUUID().slice(0, 8)}`,
    sweepMs: 250,
    concurrency: 4,
    dbPoolSize: 4,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'error'),
  });
}

/** The clients a test opens, closed together at its end. */
export function clientPool(baseUrl: () => string) {
  const clients: AppClient[] = [];
  return {
    open: () => {
      const c = new AppClient(baseUrl());
      clients.push(c);
      return c;
    },
    closeAll: () => {
      for (const c of clients) c.close();
    },
  };
}

/** Signs a new visitor up, then in: the client keeps the visitor's token. */
export async function signUpAndIn(client: AppClient, visitor: VisitorSignUp): Promise<AppClient> {
  await client.signUpVisitor(visitor);
  await client.signIn(visitor.email, visitor.password, 'visitor');
  return client;
}
