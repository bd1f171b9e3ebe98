import {
  noBody,
  notificationIdParams,
  notificationPage,
  notificationReadReply,
  notificationsQuery,
  notificationsReadAllReply,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { inboxPage, markAllRead, markRead } from './queries.ts';

const APP_USER = ['visitor', 'authority'] as const;

/**
 * The app's inbox (docs/app-api.md): what the worker stored and pushed as `notification`, read again by an app
 * that was offline. Each caller only ever sees and marks their own rows.
 */
export const notificationAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/notifications',
    { schema: { querystring: notificationsQuery, response: { 200: notificationPage } }, config: { access: APP_USER } },
    async (request) => inboxPage(app.db, sessionOf(request).id, request.query),
  );

  app.post(
    '/api/app/notifications/read-all',
    { schema: { body: noBody, response: { 200: notificationsReadAllReply } }, config: { access: APP_USER } },
    async (request) => markAllRead(app.db, sessionOf(request).id),
  );

  app.post(
    '/api/app/notifications/:id/read',
    {
      schema: { params: notificationIdParams, body: noBody, response: { 200: notificationReadReply } },
      config: { access: APP_USER },
    },
    async (request) => markRead(app.db, sessionOf(request).id, request.params.id),
  );
};
