import { alertRoutes as contract, inAlertTab } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { reportPosition } from '../session/index.ts';
import { listAlertsOf, listMessages } from './queries.ts';
import { alertFor, attendAlert, raiseAlert, sendMessage } from './service.ts';

/** Alerts in the visitors' and authorities' apps (docs/app-api.md): raise, follow, chat, attend. */
export const appAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.raise, async (request, reply) => {
    const me = sessionOf(request);
    const alert = await raiseAlert(app.db, me, request.body, app.reportQuota.perMinute, app.publishLive);
    if (!alert) throw await app.reportQuota.refusal(reply, me.id, 'alert');
    return alert;
  });

  serve(app, contract.mine, async (request) => {
    const me = sessionOf(request);
    const alerts = await listAlertsOf(app.db, me.type === 'visitor' ? { visitor_id: me.id } : { autoridad_id: me.id });
    return alerts.filter((a) => inAlertTab(a.status, request.query.status));
  });

  serve(app, contract.one, async (request) => alertFor(app.db, sessionOf(request), request.params.id));

  serve(app, contract.appMessages, async (request) => {
    await alertFor(app.db, sessionOf(request), request.params.id);
    return listMessages(app.db, request.params.id);
  });

  serve(app, contract.sendMessage, async (request) =>
    sendMessage(app.db, sessionOf(request), request.params.id, request.body.message, app.publishLive),
  );

  serve(app, contract.attend, async (request) =>
    attendAlert(app.db, sessionOf(request), request.params.id, request.body.comentario_autoridad, app.publishLive),
  );

  serve(app, contract.authorityPosition, async (request) => {
    const at = await reportPosition(app.db, sessionOf(request), request.body.lat, request.body.lon);
    return { last_date: at.toISOString() };
  });
};
