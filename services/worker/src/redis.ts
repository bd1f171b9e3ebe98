import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/** Logs a connection's errors once per outage, not once per reconnect attempt. */
function watch(redis: Redis, role: string, log: Logger): Redis {
  let down = false;
  redis.on('error', (err) => {
    if (!down) log.warn({ role, err: err.message }, 'redis unavailable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ role }, 'redis back');
    down = false;
  });
  return redis;
}

/** For BullMQ workers: commands wait for Redis to come back (BullMQ requires it of blocking connections). */
export function workerConnection(url: string, log: Logger): Redis {
  return watch(new Redis(url, { maxRetriesPerRequest: null }), 'workers', log);
}

/** Fails fast while Redis is down, so the caller can keep its rows and retry later instead of hanging. */
export function failFastConnection(url: string, role: string, log: Logger): Redis {
  return watch(new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false }), role, log);
}
