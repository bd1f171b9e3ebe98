import formBody from '@fastify/formbody';
import { messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { open311ErrorHandler } from './errors.ts';
import { type Open311Options, open311RouteSet } from './routes.ts';

export type { Open311Options };

/**
 * Open311 GeoReport v2 under /open311/v2: its form-encoded POST and its refusals in the standard's shape stay in
 * this scope; the rest of the API keeps JSON bodies and its own error shape.
 */
export const open311Feature: FastifyPluginAsyncZod<Open311Options> = async (app, opts) => {
  await app.register(formBody);
  app.setErrorHandler(open311ErrorHandler);
  await app.register(open311RouteSet, opts);
  // A path under /open311/v2 that names nothing is refused in the standard's shape too.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async () => {
        throw new AppError('NotFound', messages.generic.notFoundDetail);
      });
    },
    { prefix: '/open311/v2' },
  );
};
