import {
  alertIdParams,
  alertListQuery,
  alertListReply,
  alertType,
  alertViewSchema,
  assignBody,
  messages,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_USER, STAFF, sessionOf } from '../../plugins/auth.ts';
import { canFollowAlert, listAlerts, listAlertsOf, listAlertTypes } from './queries.ts';
import { assignAlert } from './service.ts';

/** The back-office's alert board: list with tab counts, an authority's alerts, assignment, types. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may join an alert's chat room besides staff: its visitor and its assigned authority.
  app.realtime.setAlertAccess((user, alertId) => canFollowAlert(app.db, user, alertId));

  app.get(
    '/api/alerts/',
    { schema: { querystring: alertListQuery, response: { 200: alertListReply } }, config: { access: STAFF } },
    async (request) => listAlerts(app.db, request.query),
  );

  app.get(
    '/api/alerts/getallbyauthority/:id',
    { schema: { params: alertIdParams, response: { 200: z.array(alertViewSchema) } }, config: { access: STAFF } },
    async (request) => listAlertsOf(app.db, { autoridad_id: request.params.id }),
  );

  app.post(
    '/api/alerts/assign/authority/',
    {
      schema: {
        body: assignBody,
        response: { 200: z.object({ alert: alertViewSchema, message: z.string() }) },
      },
      config: { access: STAFF },
    },
    async (request) => {
      const { alert_id, autoridad_id } = request.body;
      const alert = await assignAlert(app.db, sessionOf(request), alert_id, autoridad_id, app.publishLive);
      return { alert, message: messages.alerts.assigned };
    },
  );

  app.get(
    '/api/alerts/getall/types/',
    { schema: { response: { 200: z.array(alertType) } }, config: { access: ANY_USER } },
    async () => listAlertTypes(app.db),
  );
};
