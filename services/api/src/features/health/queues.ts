import { type QueueName, queuesInUse } from '@ppd/domain';
import type { Redis } from 'ioredis';

export interface QueueDepth {
  waiting: number;
  active: number;
  /** Waiting for a retry (backoff). */
  delayed: number;
  failed: number;
}

/** BullMQ's own key layout (`<prefix>:<queue>:<state>`), read with plain LLEN/ZCARD in one round trip. */
const STATES: [keyof QueueDepth, 'llen' | 'zcard', string][] = [
  ['waiting', 'llen', 'wait'],
  ['waiting', 'llen', 'paused'],
  ['waiting', 'zcard', 'prioritized'],
  ['active', 'llen', 'active'],
  ['delayed', 'zcard', 'delayed'],
  ['failed', 'zcard', 'failed'],
];

/** Depth of every queue in use, or null when Redis does not answer within `timeoutMs` (health must stay fast). */
export async function queueDepths(
  redis: Redis,
  { prefix = 'bull', timeoutMs = 300 } = {},
): Promise<Partial<Record<QueueName, QueueDepth>> | null> {
  if (redis.status !== 'ready') return null;
  const queues = queuesInUse();
  const pipeline = redis.pipeline();
  for (const queue of queues) for (const [, command, key] of STATES) pipeline[command](`${prefix}:${queue}:${key}`);
  let timer: NodeJS.Timeout | undefined;
  const results = await Promise.race([
    pipeline.exec(),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    }),
  ])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  if (!results) return null;

  const depths: Partial<Record<QueueName, QueueDepth>> = {};
  queues.forEach((queue, q) => {
    const depth: QueueDepth = { waiting: 0, active: 0, delayed: 0, failed: 0 };
    STATES.forEach(([field], s) => {
      const [err, value] = results[q * STATES.length + s] ?? [];
      if (!err) depth[field] += Number(value ?? 0);
    });
    depths[queue] = depth;
  });
  return depths;
}
