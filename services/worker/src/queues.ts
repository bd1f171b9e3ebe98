import type { DomainEvent, QueueName } from '@ppd/domain';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

const HOUR = 3600;

/**
 * Retries back off exponentially (1 s, 2 s, 4 s … about 4 min in all for 8 attempts). Completed jobs are kept a
 * day, which is also how long a re-relayed event id is recognised and skipped; failed ones two weeks, to inspect.
 */
const BASE: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * HOUR, count: 50_000 },
  removeOnFail: { age: 14 * 24 * HOUR },
};

export const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  audit: BASE,
  notify: BASE,
  // An SMTP server may be out for a while: wait longer between tries (5 s … about 10 min).
  email: { ...BASE, backoff: { type: 'exponential', delay: 5_000 } },
  'bulk-send': BASE,
};

export type EventQueue = Queue<DomainEvent, void, string>;

/** The relay's producers, one per queue, created on first use and rebuilt after a broken connection. */
export class QueueSet {
  private readonly queues = new Map<QueueName, EventQueue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  get(name: QueueName): EventQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<DomainEvent, void, string>(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: JOB_OPTIONS[name],
      });
      queue.on('error', () => {}); // the relay logs the failure of the call that met it
      this.queues.set(name, queue);
    }
    return queue;
  }

  async reset(): Promise<void> {
    const old = [...this.queues.values()];
    this.queues.clear();
    await Promise.allSettled(old.map((q) => q.close()));
  }

  close(): Promise<void> {
    return this.reset();
  }
}
