import { notificationRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { inboxPage, markAllRead, markRead } from './queries.ts';

/**
 * The app's inbox (docs/app-api.md): what the worker stored and pushed as `notification`, read again by an app
 * that was offline. Each caller only ever sees and marks their own rows.
 */
export const notificationAppRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.inbox, async (request) => inboxPage(app.db, sessionOf(request).id, request.query));
  serve(app, contract.readAll, async (request) => markAllRead(app.db, sessionOf(request).id));
  serve(app, contract.read, async (request) => markRead(app.db, sessionOf(request).id, request.params.id));
};
