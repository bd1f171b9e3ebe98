import { alertRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { heldClaims } from '../claims/index.ts';
import { listResponders } from '../positions/index.ts';
import {
  canFollowAlert,
  listAlerts,
  listAlertsOf,
  listAlertTypes,
  listMessages,
  listMessagesOfAuthority,
} from './queries.ts';
import { assignAlert } from './service.ts';

/** The back-office's alert board: list with tab counts, an authority's alerts, assignment, types and chats. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may join an alert's chat room besides staff: its visitor and its assigned authority.
  app.realtime.setAlertAccess((user, alertId) => canFollowAlert(app.db, user, alertId));

  // The board's one read, also after a reconnection: its rows, who holds which alert and where the authorities are now.
  serve(app, contract.list, async (request) => {
    const [list, claims, responders] = await Promise.all([
      listAlerts(app.db, request.query),
      heldClaims(app.db, 'alert'),
      request.query.responders ? listResponders(app.db) : undefined,
    ]);
    return { ...list, claims, ...(responders && { responders }) };
  });
  serve(app, contract.ofAuthority, async (request) => listAlertsOf(app.db, { autoridad_id: request.params.id }));
  serve(app, contract.assign, async (request) => {
    const { alert_id, autoridad_id } = request.body;
    const alert = await assignAlert(app.db, sessionOf(request), alert_id, autoridad_id, app.publishLive);
    return { alert, message: messages.alerts.assigned };
  });
  serve(app, contract.types, async () => listAlertTypes(app.db));
  serve(app, contract.messages, async (request) => listMessages(app.db, request.params.alertId));
  serve(app, contract.messagesOfAuthority, async (request) =>
    listMessagesOfAuthority(app.db, request.body.autoridad_id),
  );
};
