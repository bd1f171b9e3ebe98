import { allowHostsFrom } from '@ppd/db';
import { webhookRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { deliveryLog, listEndpoints } from './queries.ts';
import { createEndpoint, removeEndpoint, resendDelivery } from './service.ts';

/** Configuración → Integraciones: administrators register webhooks, read their deliveries and resend one. */
export const webhookRoutes: FastifyPluginAsyncZod<{ allowHosts?: string }> = async (app, o) => {
  const allowHosts = allowHostsFrom(o.allowHosts);
  serve(app, contract.list, async () => ({ endpoints: await listEndpoints(app.db) }));
  serve(app, contract.create, (request) => createEndpoint(app.db, sessionOf(request), request.body, allowHosts));
  serve(app, contract.remove, async (request) => {
    await removeEndpoint(app.db, sessionOf(request), request.params.id);
    return { status: 'ok' as const };
  });
  serve(app, contract.deliveries, async (request) => ({ deliveries: await deliveryLog(app.db, request.params.id) }));
  serve(app, contract.resend, (request) =>
    resendDelivery(app.db, sessionOf(request), request.params.id, request.params.deliveryId),
  );
};
