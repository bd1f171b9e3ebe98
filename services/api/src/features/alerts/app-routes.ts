import {
  alertIdParams,
  alertViewSchema,
  appAlertsQuery,
  attendBody,
  chatMessageBody,
  chatMessageSchema,
  positionBody,
  positionReply,
  raiseAlertBody,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { reportPosition } from '../session/position.ts';
import { listAlertsOf, listMessages } from './queries.ts';
import { alertFor, attendAlert, raiseAlert, sendMessage } from './service.ts';

const VISITOR = ['visitor'] as const;

const AUTHORITY = ['authority'] as const;
const APP_USER = ['visitor', 'authority'] as const;

/** Alerts in the visitors' and authorities' apps (docs/app-api.md): raise, follow, chat, attend. */
export const appAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/app/alerts',
    {
      schema: { body: raiseAlertBody, response: { 201: alertViewSchema } },
      config: { access: VISITOR },
      preHandler: app.reportLimit('alert'),
    },
    async (request, reply) =>
      reply.code(201).send(await raiseAlert(app.db, sessionOf(request), request.body, app.publishLive)),
  );

  app.get(
    '/api/app/alerts',
    {
      schema: { querystring: appAlertsQuery, response: { 200: z.array(alertViewSchema) } },
      config: { access: APP_USER },
    },
    async (request) => {
      const me = sessionOf(request);
      const alerts = await listAlertsOf(
        app.db,
        me.type === 'visitor' ? { visitor_id: me.id } : { autoridad_id: me.id },
      );
      const tab = request.query.status;
      if (tab === 'Todos') return alerts;
      return alerts.filter((a) => a.status === tab || (tab === 'ATENDIDA' && a.status === 'CERRADA'));
    },
  );

  app.get(
    '/api/app/alerts/:id',
    { schema: { params: alertIdParams, response: { 200: alertViewSchema } }, config: { access: APP_USER } },
    async (request) => alertFor(app.db, sessionOf(request), request.params.id),
  );

  app.get(
    '/api/app/alerts/:id/messages',
    { schema: { params: alertIdParams, response: { 200: z.array(chatMessageSchema) } }, config: { access: APP_USER } },
    async (request) => {
      await alertFor(app.db, sessionOf(request), request.params.id);
      return listMessages(app.db, request.params.id);
    },
  );

  app.post(
    '/api/app/alerts/:id/messages',
    {
      schema: { params: alertIdParams, body: chatMessageBody, response: { 201: chatMessageSchema } },
      config: { access: APP_USER },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendMessage(app.db, sessionOf(request), request.params.id, request.body.message, app.publishLive)),
  );

  app.post(
    '/api/app/alerts/:id/attend',
    {
      schema: { params: alertIdParams, body: attendBody, response: { 200: alertViewSchema } },
      config: { access: AUTHORITY },
    },
    async (request) =>
      attendAlert(app.db, sessionOf(request), request.params.id, request.body.comentario_autoridad, app.publishLive),
  );

  app.post(
    '/api/app/authorities/me/position',
    { schema: { body: positionBody, response: { 200: positionReply } }, config: { access: AUTHORITY } },
    async (request) => {
      const at = await reportPosition(app.db, sessionOf(request), request.body.lat, request.body.lon);
      return { last_date: at.toISOString() };
    },
  );
};
