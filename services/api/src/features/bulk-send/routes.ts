import { bulkSendRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../shared/serve.ts';
import { audienceCount, sendStatus } from './service.ts';

/** Generic bulk-send calls: the live audience count of a send modal, and a send's progress. */
export const bulkSendRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.count, async (request) => audienceCount(app.db, request.body, request.query.kind ?? null));
  serve(app, contract.status, async (request) => sendStatus(app.db, request.params.id));
};
