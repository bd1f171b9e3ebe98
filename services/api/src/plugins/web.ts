import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATHS = new RegExp(`^/(${[...API_PREFIXES, 'socket\\.io'].join('|')})(/|$)`);
/** A file's path (a name with an extension in its last segment), not a screen of the app. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;
/** Vite names the files under assets/ by their content: a new build gives new names, so they never change. */
const HASHED = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app, with index.html for the client-side routes (one origin for web and API). The build
 * puts a brotli and a gzip copy beside each file (web/vite/productionAssets.ts): the one the browser accepts is
 * sent. Source maps are not in the build's folder, and a `.map` (or any file missing from the build) is a 404,
 * never the app's page.
 */
export default fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  if (!opts.root || !existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn('web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are reached through their file's path; maps are never served.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PATHS.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
});
