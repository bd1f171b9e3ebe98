import { loadWorkerConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startWorker } from './start.ts';

const config = loadWorkerConfig();
const log = createLogger(config.LOG_LEVEL);

process.on('unhandledRejection', (err) => {
  log.fatal({ err }, 'unhandled rejection');
  process.exit(1);
});

const worker = await startWorker({
  databaseUrl: config.DATABASE_URL,
  dbPoolSize: config.DATABASE_POOL_SIZE,
  redisUrl: config.REDIS_URL,
  liveRedisUrl: config.LIVE_REDIS_URL,
  smtpUrl: config.SMTP_URL,
  mailFrom: config.MAIL_FROM,
  concurrency: config.WORKER_CONCURRENCY,
  lockDurationMs: config.WORKER_LOCK_DURATION_MS,
  stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
  sweepMs: config.OUTBOX_SWEEP_MS,
  settleMs: config.OUTBOX_SETTLE_MS,
  pushedSettleMs: config.OUTBOX_PUSHED_SETTLE_MS,
  retentionDays: config.OUTBOX_RETENTION_DAYS,
  mediaDir: config.MEDIA_DIR,
  liveGraceMs: config.LIVE_GRACE_MS,
  mailSendTimeoutMs: config.MAIL_SEND_TIMEOUT_MS,
  webhookRetryMs: config.WEBHOOK_RETRY_HOURS * 3600_000,
  webhookTimeoutMs: config.WEBHOOK_TIMEOUT_MS,
  webhookAllowHosts: config.WEBHOOK_ALLOW_HOSTS,
  prefix: config.QUEUE_PREFIX,
  relay: config.WORKER_RELAY,
  logger: log,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    log.info({ signal }, 'shutting down: finishing jobs in progress');
    await worker.stop();
    process.exit(0);
  });
}
