import { countAudience } from '@ppd/db';
import { sendFilterBody, surveyIdParams } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '../../plugins/auth.ts';
import { checkArea, sendStatus } from './service.ts';

/** Generic bulk-send calls: the live audience count of a send modal, and a send's progress. */
export const bulkSendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/audience/count', { schema: { body: sendFilterBody }, config: { access: STAFF } }, async (request) => {
    await checkArea(app.db, request.body.wkt);
    return { total: await countAudience(app.db, request.body) };
  });

  app.get('/api/sends/:id', { schema: { params: surveyIdParams }, config: { access: STAFF } }, async (request) =>
    sendStatus(app.db, request.params.id),
  );
};
