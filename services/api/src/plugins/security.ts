import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Street and satellite tiles the maps load when reachable (web/src/map/basemaps.ts). */
const TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://server.arcgisonline.com'];

/**
 * Security headers on every answer, and CORS for the origins configured (none by default: the web app is served
 * from the API's own origin and the mobile apps are not browsers). A preflight from any other origin gets 204
 * without the allow headers, so the browser blocks the call.
 */
export default fp(async (app: FastifyInstance, opts: { corsOrigins: string[] }) => {
  // Helmet's middleware built once: @fastify/helmet builds it again on every request (40–80 µs of CPU each, measured).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...TILE_HOSTS],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'data:', 'blob:', 'ws:', 'wss:', ...TILE_HOSTS],
        // deck.gl's and the kit's inline styles; no inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    // The media routes serve images and video to pages of this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(cors, {
    origin: opts.corsOrigins,
    credentials: false,
    allowedHeaders: ['content-type', 'x-access-token', 'x-request-id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
});
