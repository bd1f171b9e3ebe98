import fastifyMultipart from '@fastify/multipart';
import { messages } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form (shared/form.ts); every other route refuses one with 415. */
    multipart?: boolean;
  }
}

const notAForm = new AppError('UnsupportedMediaType', messages.validation.unsupportedMediaType, 'content-type');

/**
 * Multipart forms for the routes that say so, with one set of limits; a route narrows the size per file field
 * (shared/form.ts). Refusals come out of the error handler in Spanish.
 */
export default fp(async (app: FastifyInstance, opts: { maxFileBytes: number }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: opts.maxFileBytes, files: 4, fields: 60, parts: 64, fieldSize: 2_000_000, headerPairs: 200 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config?.multipart) throw notAForm;
  });
});
