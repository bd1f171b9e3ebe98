import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/**
 * Redis is a helper here, never the source of truth: commands fail fast while it is down (no offline queue),
 * so requests that only use it for rate limits or pushes go on without it.
 */
export default fp(async (app: FastifyInstance, opts: { url: string }) => {
  const redis = new Redis(opts.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable'));
  await redis.connect().catch(() => app.log.warn('redis not reachable at start; continuing'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
});
