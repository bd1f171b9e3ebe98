import { allowHostsFrom, createDb, type Db } from '@ppd/db';
import { type DomainEvent, type QueueName, queuesInUse } from '@ppd/domain';
import { DelayedError, type Job, Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import { bulkSendProcessor, bulkSendQueue, chunkJob } from './bulk-send/processor.ts';
import { type ClockSweeper, startClockSweeper } from './clocks/sweeper.ts';
import { failedForGood, recordDeadLetter } from './dead-letters.ts';
import { type JobSpec, runJob } from './jobs.ts';
import { createLogger, type Logger } from './logger.ts';
import { deliveryTracker } from './mail/deliveries.ts';
import { type PositionRetention, startPositionRetention } from './positions/retention.ts';
import { auditProcessor } from './processors/audit.ts';
import { claimMsFor, emailProcessor, MAIL_SEND_TIMEOUT_MS } from './processors/email.ts';
import { LIVE_GRACE_MS, notifyProcessor } from './processors/notify.ts';
import { cappedBackoff, QueueSet } from './queues.ts';
import { failFastConnection, workerConnection } from './redis.ts';
import { assertRegistry, type ProcessorRegistry } from './registry.ts';
import { type Relay, startRelay } from './relay.ts';
import { startAccountRetention } from './retention/accounts.ts';
import { startAlertRetention } from './retention/alerts.ts';
import type { WebhookSendOptions } from './webhooks/deliver.ts';
import { deliveryJob, webhookProcessor } from './webhooks/processor.ts';
import { webhookRetry } from './webhooks/retry.ts';

export interface StartWorkerOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The API's LIVE_REDIS_URL: the live-push markers and the Socket.IO pushes (default: `redisUrl`). */
  liveRedisUrl?: string | undefined;
  smtpUrl: string;
  mailFrom?: string;
  /** Jobs per queue at once; audit takes four times as many (its rows are written in groups). Default 16. */
  concurrency?: number;
  /** Run the outbox relay here (default true). */
  relay?: boolean;
  /** Process the queues (default true); false runs a relay only. */
  processors?: boolean;
  prefix?: string;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  sweepMs?: number;
  /** How long the relay waits after a NOTIFY (50 ms), and after one of an event the API pushed itself (250 ms). */
  settleMs?: number;
  pushedSettleMs?: number;
  relayBatchSize?: number;
  /** Fire the response clocks' due deadlines here (default: wherever the relay runs), every `clockSweepMs` (250). */
  clocks?: boolean;
  clockSweepMs?: number;
  /** Relayed outbox rows are deleted after this many days (7). */
  retentionDays?: number;
  /** The API's media folder (MEDIA_DIR): a cancelled inactive account's files are removed from it. */
  mediaDir?: string;
  dbPoolSize?: number;
  logger?: Logger;
  /** How long the notify worker waits for the API's live publish of an event before pushing it (1500 ms). */
  liveGraceMs?: number;
  /** Each stage of an SMTP send (DNS, connection, greeting, a silent socket) gives up after this long (120000). */
  mailSendTimeoutMs?: number;
  /** How long a webhook delivery is retried before it is kept as failed (24 h); its tries are spread over it. */
  webhookRetryMs?: number;
  /** A webhook receiver that has not answered after this long is a failed try (10000). */
  webhookTimeoutMs?: number;
  /** Hosts a webhook may reach over http or at a private address (WEBHOOK_ALLOW_HOSTS, comma-separated). */
  webhookAllowHosts?: string;
}

export interface RunningWorker {
  relay: Relay | null;
  /** Stops taking work, lets jobs in progress finish, then closes every connection. */
  stop(): Promise<void>;
}

const DEFAULT_FROM = 'Monitoreo Comunitario PPD <no-reply@monitoreo-ppd.mx>';
const DEFAULT_MEDIA_DIR = '.data/media';

function buildProcessors(db: Db, o: StartWorkerOptions, deps: ReturnType<typeof connections>, log: Logger) {
  const registry: ProcessorRegistry = {
    audit: auditProcessor(db),
    email: emailProcessor({
      transport: deps.transport,
      from: o.mailFrom ?? DEFAULT_FROM,
      guard: deps.fastRedis,
      guardPrefix: o.prefix ?? 'bull',
      claimMs: claimMsFor(o.mailSendTimeoutMs ?? MAIL_SEND_TIMEOUT_MS),
      log,
      deliveries: deliveryTracker(db),
    }),
    notify: notifyProcessor(db, deps.liveRedis, { liveGraceMs: o.liveGraceMs }),
    'bulk-send': bulkSendProcessor(db, deps.liveRedis, deps.bulkQueue),
    webhook: webhookProcessor(db, webhookSending(o)),
  };
  return registry;
}

const webhookSending = (o: StartWorkerOptions): WebhookSendOptions => ({
  timeoutMs: o.webhookTimeoutMs ?? 10_000,
  allowHosts: allowHostsFrom(o.webhookAllowHosts),
});

/** The SMTP transport, each stage of a send bounded (a timeout in the URL wins): the e-mail claim outlasts a send. */
function smtpTransport(smtpUrl: string, timeoutMs: number) {
  const url = new URL(smtpUrl);
  for (const stage of ['dnsTimeout', 'connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(stage)) url.searchParams.set(stage, String(timeoutMs));
  }
  return nodemailer.createTransport(url.toString());
}

function connections(o: StartWorkerOptions, log: Logger) {
  const fastRedis = failFastConnection(o.redisUrl, 'producer', log);
  return {
    workerRedis: workerConnection(o.redisUrl, log),
    fastRedis,
    liveRedis: o.liveRedisUrl ? failFastConnection(o.liveRedisUrl, 'live', log) : fastRedis,
    transport: smtpTransport(o.smtpUrl, o.mailSendTimeoutMs ?? MAIL_SEND_TIMEOUT_MS),
    bulkQueue: bulkSendQueue(fastRedis, o.prefix ?? 'bull'),
  };
}

function concurrencyOf(queue: QueueName, base: number): number {
  return queue === 'audit' ? base * 4 : base;
}

/** Back to the delayed set without spending an attempt (BullMQ's documented way: move it, then DelayedError). */
const deferral =
  (job: Job<DomainEvent>, token: string | undefined) =>
  async (ms: number): Promise<never> => {
    await job.moveToDelayed(Date.now() + ms, token);
    throw new DelayedError();
  };

/** Starts the relay and one BullMQ worker per queue in this process; `main.ts` wraps it for production. */
export async function startWorker(o: StartWorkerOptions): Promise<RunningWorker> {
  const log = o.logger ?? createLogger();
  const db = createDb(o.databaseUrl, o.dbPoolSize ?? 10);
  const deps = connections(o, log);
  const registry = buildProcessors(db, o, deps, log);
  const jobs: JobSpec[] = [chunkJob(db, deps.liveRedis), deliveryJob(db, webhookSending(o))];
  const jobNamed = new Map(jobs.map((job) => [job.name, job]));
  const prefix = o.prefix ?? 'bull';
  const queues = new QueueSet(deps.fastRedis, prefix, {
    ...(o.webhookRetryMs !== undefined && { webhook: webhookRetry(o.webhookRetryMs) }),
  });
  try {
    assertRegistry(registry, jobs);
  } catch (err) {
    await closeAll();
    throw err;
  }

  const workers =
    o.processors === false
      ? []
      : queuesInUse().map((queue) => {
          const process = registry[queue]!;
          const worker = new Worker<DomainEvent, void, string>(
            queue,
            (job, token) => {
              const context = {
                name: job.name,
                attempt: { number: job.attemptsMade + 1, last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) },
                defer: deferral(job, token),
              };
              const declared = jobNamed.get(job.name);
              return declared ? runJob(declared, job.data, context) : process(job.data, context);
            },
            {
              connection: deps.workerRedis,
              prefix,
              concurrency: concurrencyOf(queue, o.concurrency ?? 16),
              settings: { backoffStrategy: cappedBackoff },
              lockDuration: o.lockDurationMs ?? 30_000,
              stalledInterval: o.stalledIntervalMs ?? 30_000,
              maxStalledCount: 2,
            },
          );
          worker.on('error', (err) => log.warn({ queue, err: err.message }, 'worker error'));
          worker.on('failed', (job, err) => {
            const final = job !== undefined && failedForGood(job);
            const about = { queue, jobId: job?.id, type: job?.name, attempt: job?.attemptsMade, err: err.message };
            if (!job || !final) return log.warn(about, 'job failed; will retry');
            log.error(about, 'job failed for good; recording its dead letter');
            recordDeadLetter(db, queue, job, err.message).catch((e: Error) =>
              log.error({ ...about, dbErr: e.message }, 'dead letter NOT recorded; the job stays in the failed set'),
            );
          });
          return worker;
        });

  const relay =
    o.relay === false
      ? null
      : startRelay({
          databaseUrl: o.databaseUrl,
          queues,
          live: { redis: deps.liveRedis, graceMs: o.liveGraceMs ?? LIVE_GRACE_MS },
          redisReady: () => deps.fastRedis.status === 'ready',
          log,
          sweepMs: o.sweepMs ?? 2_000,
          ...(o.settleMs !== undefined ? { settleMs: o.settleMs } : {}),
          ...(o.pushedSettleMs !== undefined ? { pushedSettleMs: o.pushedSettleMs } : {}),
          batchSize: o.relayBatchSize ?? 500,
          ...(o.retentionDays ? { retentionDays: o.retentionDays } : {}),
        });
  const clocks: ClockSweeper | null =
    (o.clocks ?? o.relay !== false) ? startClockSweeper(db, log, o.clockSweepMs) : null;
  const positions: PositionRetention | null = o.relay === false ? null : startPositionRetention(db, log);
  const alertRetention = o.relay === false ? null : startAlertRetention(db, log);
  const accountRetention = o.relay === false ? null : startAccountRetention(db, o.mediaDir ?? DEFAULT_MEDIA_DIR, log);
  log.info({ queues: workers.map((w) => w.name), relay: relay !== null, clocks: clocks !== null }, 'worker started');

  async function closeAll() {
    await queues.close();
    await deps.bulkQueue.close();
    deps.transport.close();
    deps.workerRedis.disconnect();
    deps.fastRedis.disconnect();
    deps.liveRedis.disconnect();
    await db.destroy();
  }

  return {
    relay,
    stop: async () => {
      await relay?.stop();
      await clocks?.stop();
      await positions?.stop();
      await alertRetention?.stop();
      await accountRetention?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await closeAll();
      log.info('worker stopped');
    },
  };
}
