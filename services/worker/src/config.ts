import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const schema = z.object({
  DATABASE_URL: z.string().min(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().min(1),
  /**
   * Where what needs no durability goes: rate counters, the Socket.IO adapter's pub/sub and the live-push markers
   * (default REDIS_URL). The queues' Redis fsyncs every write before answering, which these would wait for.
   */
  LIVE_REDIS_URL: z.string().min(1).optional(),
  SMTP_URL: z.string().min(1),
  MAIL_FROM: z.string().default('Monitoreo Comunitario PPD <no-reply@monitoreo-ppd.mx>'),
  /** Jobs each queue works on at once (audit takes four times as many: its rows are written in groups). */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(16),
  /** How long a job stays owned by a worker that stopped renewing its lock (a crashed one). */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().positive().default(30_000),
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  OUTBOX_SWEEP_MS: z.coerce.number().int().positive().default(2_000),
  /** How long the relay waits after a NOTIFY before it reads the outbox: the API's markers land, a burst gathers. */
  OUTBOX_SETTLE_MS: z.coerce.number().int().nonnegative().default(50),
  /** The same after the NOTIFY of an event whose live pushes the API made itself (an alert raised): a larger batch. */
  OUTBOX_PUSHED_SETTLE_MS: z.coerce.number().int().nonnegative().default(250),
  /** Relayed outbox rows are deleted after this many days (what their jobs wrote stays). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().positive().default(7),
  /** The API's media folder: the inactivity retention removes a cancelled account's files from it. */
  MEDIA_DIR: z.string().default('.data/media'),
  /** How long the notify worker leaves an event's pushes to the API's live publish before pushing them itself. */
  LIVE_GRACE_MS: z.coerce.number().int().nonnegative().default(1_500),
  /** Each stage of an SMTP send gives up after this long; a run's claim on a mail lasts four times as long. */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** How long a webhook delivery is retried before it is kept as failed. */
  WEBHOOK_RETRY_HOURS: z.coerce.number().positive().default(24),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Hosts a webhook may reach over http or at a private address (local testing only). */
  WEBHOOK_ALLOW_HOSTS: z.string().default(''),
  /** Run the outbox relay in this process (one or several relays may run; they share the work). */
  WORKER_RELAY: flag.default(true),
  LOG_LEVEL: z.string().default('info'),
});

export type WorkerConfig = z.infer<typeof schema>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return schema.parse(env);
}
