import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { queueWatch } from './queues.ts';

/** Liveness of the parts the product needs; 503 when the database, the source of truth, is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod<{ queuePrefix: string }> = async (app, { queuePrefix }) => {
  const watch = queueWatch(app.redis, { prefix: queuePrefix });
  app.addHook('onClose', async () => {
    await watch.close();
  });
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    const database = await sql`SELECT 1`.execute(app.db).then(
      () => 'ok',
      () => 'down',
    );
    const [redis, queues] = await Promise.all([
      app.redis.ping().then(
        () => 'ok',
        () => 'down',
      ),
      watch.depths(),
    ]);
    const outbox = await app.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('sent_at', 'is', null)
      .executeTakeFirst()
      .then(
        (r) => r?.pending ?? null,
        () => null,
      );
    return reply
      .code(database === 'ok' ? 200 : 503)
      .send({ status: database === 'ok' ? 'ok' : 'degraded', database, redis, outbox_pending: outbox, queues });
  });
};
