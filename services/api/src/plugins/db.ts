import { createDb, type Db } from '@ppd/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(async (app: FastifyInstance, opts: { url: string; poolSize: number }) => {
  const db = createDb(opts.url, opts.poolSize, { keepIdle: true });
  app.decorate('db', db);
  app.addHook('onClose', () => db.destroy());
});
