import { QUEUES } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { cappedBackoff, JOB_OPTIONS, MAX_BACKOFF_MS } from '../src/queues.ts';
import { webhookRetry } from '../src/webhooks/retry.ts';

const DAY_MS = 24 * 3600_000;

describe('job retries', () => {
  it('keeps trying every queue’s job for about a day, never waiting more than 5 min between tries', () => {
    for (const queue of QUEUES.filter((q) => q !== 'webhook')) {
      const opts = JOB_OPTIONS[queue];
      const waits = Array.from({ length: opts.attempts! - 1 }, (_, i) =>
        cappedBackoff(i + 1, 'capped', undefined, { opts }),
      );
      expect(Math.max(...waits)).toBe(MAX_BACKOFF_MS);
      const total = waits.reduce((a, b) => a + b, 0);
      expect(total, queue).toBeGreaterThan(DAY_MS);
      expect(total, queue).toBeLessThan(1.1 * DAY_MS);
    }
  });

  it('tries a webhook delivery 15 times, the waits doubling, the last try 24 h after the first', () => {
    const opts = JOB_OPTIONS.webhook;
    expect(opts).toMatchObject(webhookRetry());
    const { delay, type } = opts.backoff as { delay: number; type: string };
    expect(type).toBe('exponential');
    const waits = Array.from({ length: opts.attempts! - 1 }, (_, i) => delay * 2 ** i);
    expect(opts.attempts).toBe(15);
    expect(Math.abs(waits.reduce((a, b) => a + b, 0) - DAY_MS)).toBeLessThan(60_000);
    expect(webhookRetry(3_000).attempts).toBe(15);
  });

  it('doubles the first delay at each failure', () => {
    const opts = JOB_OPTIONS.email;
    expect([1, 2, 3].map((n) => cappedBackoff(n, 'capped', undefined, { opts }))).toEqual([5_000, 10_000, 20_000]);
  });

  it('keeps a completed job an hour, and never more than the last 10,000 of a queue', () => {
    for (const queue of QUEUES) {
      expect(JOB_OPTIONS[queue].removeOnComplete, queue).toEqual({ age: 3600, count: 10_000 });
    }
  });
});
