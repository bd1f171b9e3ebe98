import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATHS = /^\/(api|apidev|users|socket\.io|media|health|admin)(\/|$)/;

/** Serves the built web app, with index.html for the client-side routes (one origin for web and API). */
export default fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  if (!opts.root || !existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn('web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, { root: path.resolve(opts.root), wildcard: false, index: false });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (API_PATHS.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
});
