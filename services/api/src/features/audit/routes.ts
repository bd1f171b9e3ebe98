import { auditMessages, binnacleListBody, binnacleListReply, binnacleSaveBody, binnacleSaveReply } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { listBinnacle } from './queries.ts';
import { saveClientAction } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/binnacles/monitor/save/',
    { schema: { body: binnacleSaveBody, response: { 200: binnacleSaveReply } }, config: { access: STAFF } },
    async (request) => ({ binnacle: await saveClientAction(app.db, sessionOf(request), request.body) }),
  );

  app.post(
    '/api/binnacles/monitor/list',
    { schema: { body: binnacleListBody, response: { 200: binnacleListReply } }, config: { access: STAFF } },
    async (request) => {
      const me = sessionOf(request);
      if (request.body.email !== me.email.toLowerCase() && !me.isAdmin) {
        throw new AppError('Forbidden', auditMessages.otherBinnacle, 'email');
      }
      return listBinnacle(app.db, request.body);
    },
  );
};
