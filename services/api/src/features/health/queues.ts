import { type QueueDepth, type QueueDepths, type QueueName, queuesInUse } from '@ppd/domain';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Reads the depth of every queue in use through BullMQ's own counters, under the prefix the workers use
 * (`QUEUE_PREFIX`). `depths` answers null when Redis is down or slower than `timeoutMs`: health must stay fast.
 */
export function queueWatch(redis: Redis, { prefix, timeoutMs = 300 }: { prefix: string; timeoutMs?: number }) {
  const queues = queuesInUse().map((name) => {
    const queue = new Queue(name, { connection: redis, prefix });
    queue.on('error', () => {}); // health reports Redis as down; nothing to add per queue
    return queue;
  });

  async function read(): Promise<QueueDepths> {
    const depths: QueueDepths = {};
    for (const [i, counts] of (await Promise.all(queues.map(countsOf))).entries()) {
      depths[queues[i]!.name as QueueName] = counts;
    }
    return depths;
  }

  return {
    depths: async (): Promise<QueueDepths | null> => {
      if (redis.status !== 'ready') return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      return Promise.race([read(), late])
        .catch(() => null)
        .finally(() => clearTimeout(timer));
    },
    close: () => Promise.all(queues.map((q) => q.close())),
  };
}

async function countsOf(queue: Queue): Promise<QueueDepth> {
  const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
  return {
    waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
    active: c.active ?? 0,
    delayed: c.delayed ?? 0,
    failed: c.failed ?? 0,
  };
}
