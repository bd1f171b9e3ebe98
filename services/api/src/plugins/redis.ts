import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
    /** Rate counters: on LIVE_REDIS_URL when set (no fsync to wait for), else the same client as `redis`. */
    liveRedis: Redis;
  }
}

/**
 * Redis is a helper here, never the source of truth: commands fail fast while it is down (no offline queue),
 * so requests that only use it for rate limits or pushes go on without it.
 */
async function connectHelper(app: FastifyInstance, url: string): Promise<Redis> {
  // Auto-pipelining: the commands of one event-loop turn (every request's rate counter in a surge) leave as one
  // write instead of a system call each, as the live path's profile showed them costing.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    enableAutoPipelining: true,
  });
  redis.on('error', (err) => app.log.warn({ err: err.message, url }, 'redis unavailable'));
  await redis.connect().catch(() => app.log.warn({ url }, 'redis not reachable at start; continuing'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

export default fp(async (app: FastifyInstance, opts: { url: string; liveUrl?: string | undefined }) => {
  const redis = await connectHelper(app, opts.url);
  app.decorate('redis', redis);
  app.decorate('liveRedis', opts.liveUrl ? await connectHelper(app, opts.liveUrl) : redis);
});
