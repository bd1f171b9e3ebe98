import { auditMessages, auditRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { listAuditLog } from './queries.ts';
import { saveClientAction } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.save, async (request) => ({
    binnacle: await saveClientAction(app.db, sessionOf(request), request.body),
  }));

  serve(app, contract.list, async (request) => {
    const me = sessionOf(request);
    if (request.body.email !== me.email.toLowerCase() && !me.isAdmin) {
      throw new AppError('Forbidden', auditMessages.otherAccount, 'email');
    }
    return listAuditLog(app.db, request.body);
  });
};
