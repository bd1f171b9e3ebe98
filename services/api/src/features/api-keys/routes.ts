import { apiKeyRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { issueApiKey, listApiKeys, revokeApiKey } from './service.ts';

/** Configuración → Integraciones: administrators issue, list and revoke the keys integrations file complaints with. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.list, async () => listApiKeys(app.db));
  serve(app, contract.issue, async (request) => issueApiKey(app.db, sessionOf(request), request.body.name));
  serve(app, contract.revoke, async (request) => revokeApiKey(app.db, sessionOf(request), request.params.id));
};
