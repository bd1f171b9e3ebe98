/**
 * `npm run redrive -w @ppd/worker [-- <queue>]`: queues every dead letter (of one queue, or of all) again under its
 * job id, and deletes its row (`src/dead-letters.ts`). Reads DATABASE_URL, REDIS_URL and QUEUE_PREFIX as the worker.
 */
import { createDb, requireEnv } from '@ppd/db';
import { QUEUES, type QueueName } from '@ppd/domain';
import { Redis } from 'ioredis';
import { redrive } from './dead-letters.ts';

const queue = process.argv[2] as QueueName | undefined;
if (queue !== undefined && !QUEUES.includes(queue)) {
  console.error(`unknown queue ${queue}; one of: ${QUEUES.join(', ')}`);
  process.exit(2);
}
const db = createDb(requireEnv('DATABASE_URL'), 2);
const connection = new Redis(requireEnv('REDIS_URL'), { maxRetriesPerRequest: 1 });
try {
  const count = await redrive(db, connection, process.env.QUEUE_PREFIX || 'bull', queue);
  console.log(`${count} dead letter(s) queued again`);
} finally {
  connection.disconnect();
  await db.destroy();
}
