import { healthRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { serve } from '../../shared/serve.ts';
import { queueWatch } from './queues.ts';

const up = () => 'ok' as const;
const down = () => 'down' as const;

/**
 * Liveness for load balancers and orchestrators (public, 503 when the database, the source of truth, is
 * unreachable), and the backlog behind it for admins: how many events wait in the outbox and in each queue tells
 * an attacker when the workers fall behind, so it is not public.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ queuePrefix: string }> = async (app, { queuePrefix }) => {
  const watch = queueWatch(app.redis, { prefix: queuePrefix });
  app.addHook('onClose', async () => {
    await watch.close();
  });

  serve(app, contract.live, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      sql`SELECT 1`.execute(app.db).then(up, down),
      app.redis.ping().then(up, down),
    ]);
    return reply
      .code(database === 'ok' ? 200 : 503)
      .send({ status: database === 'ok' ? 'ok' : 'degraded', database, redis });
  });

  const count = (table: 'outbox' | 'dead_letters') =>
    app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(table === 'outbox', (q) => q.where('sent_at', 'is', null))
      .executeTakeFirst()
      .then(
        (r) => r?.n ?? null,
        () => null,
      );

  serve(app, contract.queues, async () => {
    const [outbox, deadLetters, queues] = await Promise.all([count('outbox'), count('dead_letters'), watch.depths()]);
    return { outbox_pending: outbox, dead_letters: deadLetters, queues };
  });
};
