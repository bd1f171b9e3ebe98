import { authorityMessagesBody, chatAlertParams, chatMessageSchema } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../plugins/auth.ts';
import { listMessages, listMessagesOfAuthority } from './queries.ts';

/** The back-office reads alert chats: one alert's, and every chat of an authority (for its export). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages/:alertId',
    { schema: { params: chatAlertParams, response: { 200: z.array(chatMessageSchema) } }, config: { access: STAFF } },
    async (request) => listMessages(app.db, request.params.alertId),
  );

  app.post(
    '/api/messages/authority',
    {
      schema: { body: authorityMessagesBody, response: { 200: z.array(chatMessageSchema) } },
      config: { access: STAFF },
    },
    async (request) => listMessagesOfAuthority(app.db, request.body.autoridad_id),
  );
};
