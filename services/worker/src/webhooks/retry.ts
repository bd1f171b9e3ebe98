import type { JobsOptions } from 'bullmq';

/** Tries of a delivery: the waits double, so the last of them comes a whole window after the first. */
export const WEBHOOK_ATTEMPTS = 15;
export const WEBHOOK_RETRY_MS = 24 * 3600_000;

/**
 * Exponential backoff whose first wait is set so that the waits (d, 2d … 2^(n-2)·d, summing to (2^(n-1) − 1)·d)
 * fill `windowMs`: with 15 tries over 24 h, about 5 s, 10 s … and the last 12 h after the one before.
 */
export function webhookRetry(windowMs = WEBHOOK_RETRY_MS, attempts = WEBHOOK_ATTEMPTS): JobsOptions {
  const delay = Math.max(1, Math.round(windowMs / (2 ** (attempts - 1) - 1)));
  return { attempts, backoff: { type: 'exponential', delay } };
}
