import type { DomainEvent, QueueName } from '@ppd/domain';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { webhookRetry } from './webhooks/retry.ts';

const HOUR = 3600;
/** The longest wait between two tries of a job. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * The wait before a job's next try: its first delay, doubled at each failure, at most MAX_BACKOFF_MS. The worker's
 * `backoffStrategy` for the 'capped' type.
 */
export function cappedBackoff(attemptsMade: number, _type?: string, _err?: Error, job?: { opts: JobsOptions }) {
  const first = typeof job?.opts.backoff === 'object' ? (job.opts.backoff.delay ?? 1_000) : 1_000;
  return Math.min(first * 2 ** (attemptsMade - 1), MAX_BACKOFF_MS);
}

/**
 * A job is tried for about a day (1 s, 2 s, 4 s … then every 5 min): the outbox marks an event sent once its jobs
 * are queued, so a job that gave up after a PostgreSQL or SMTP outage of minutes would be lost for good. A completed
 * job is kept for the dedupe by job id, which matters only for a re-relay of the same rows (a relay that crashed
 * between adding the jobs and committing, re-claimed on the next sweep): an hour, at most the last 10,000 per
 * queue (under a minute at 200 events/s, still far more than those seconds), so Redis does not hold a day of jobs.
 * A job run again later writes nothing twice, by the processors' own keys. Failed ones are kept two weeks, to inspect.
 */
const BASE: JobsOptions = {
  attempts: 300,
  backoff: { type: 'capped', delay: 1_000 },
  removeOnComplete: { age: HOUR, count: 10_000 },
  removeOnFail: { age: 14 * 24 * HOUR },
};

export const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  audit: BASE,
  notify: BASE,
  // An SMTP server that refuses may be busy: start slower (5 s, 10 s …).
  email: { ...BASE, backoff: { type: 'capped', delay: 5_000 } },
  'bulk-send': BASE,
  // A receiver's outage is its own: tries spread over 24 h, then the delivery is kept as failed (webhooks/retry.ts).
  webhook: { ...BASE, ...webhookRetry() },
};

export type EventQueue = Queue<DomainEvent, void, string>;

/** The relay's producers, one per queue, created on first use and rebuilt after a broken connection. */
export class QueueSet {
  private readonly queues = new Map<QueueName, EventQueue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    /** Job options that differ from JOB_OPTIONS (the tests' short webhook retries). */
    private readonly options: Partial<Record<QueueName, JobsOptions>> = {},
  ) {}

  get(name: QueueName): EventQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<DomainEvent, void, string>(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: { ...JOB_OPTIONS[name], ...this.options[name] },
      });
      queue.on('error', () => {}); // the relay logs the failure of the call that met it
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Jobs that are not domain events (a webhook delivery's key) on a queue events also use. */
  addJobs(name: QueueName, jobs: { name: string; data: object; opts: { jobId: string } }[]) {
    return (this.get(name) as unknown as Queue).addBulk(jobs);
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
