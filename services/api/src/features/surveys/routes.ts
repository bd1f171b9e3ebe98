import { countAudience } from '@ppd/db';
import { newSurveyBody, sendFilterBody, surveyIdParams, surveyListQuery, updateSurveyBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { checkArea } from '../bulk-send/service.ts';
import { sendSurveyWorkbook, visitorAnswers } from './export.ts';
import { getSurvey, listCategories, listSurveys, surveyNotFound } from './queries.ts';
import { surveyResults } from './results.ts';
import * as surveys from './service.ts';

const ok = (id?: number) => (id === undefined ? { status: 'ok' as const } : { status: 'ok' as const, id });

/** The back-office's survey calls (spec part 1 §7 "Surveys"). */
export const surveyRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  const staff = { config: { access: STAFF } };
  const withId = { schema: { params: surveyIdParams }, ...staff };

  app.get('/api/polls', { schema: { querystring: surveyListQuery }, ...staff }, (request) =>
    listSurveys(app.db, request.query),
  );
  app.get('/api/polls/categories/listAll', staff, () => listCategories(app.db));
  app.get('/api/polls/:id', withId, (request) => getSurvey(app.db, request.params.id));

  app.post('/api/polls', { schema: { body: newSurveyBody }, ...staff }, async (request, reply) => {
    const id = await surveys.createSurvey(app.db, sessionOf(request), request.body);
    return reply.code(201).send(ok(id));
  });
  app.put(
    '/api/polls/:id',
    { schema: { params: surveyIdParams, body: updateSurveyBody }, ...staff },
    async (request) => {
      await surveys.updateSurvey(app.db, sessionOf(request), request.params.id, request.body);
      return ok(request.params.id);
    },
  );
  app.delete('/api/polls/:id', withId, async (request) => {
    await surveys.deleteSurvey(app.db, storage, sessionOf(request), request.params.id);
    return ok();
  });

  const sendSchema = { schema: { params: surveyIdParams, body: sendFilterBody }, ...staff };
  app.post('/api/polls/send/:id', sendSchema, async (request, reply) => {
    const sendId = await surveys.sendSurvey(app.db, sessionOf(request), request.params.id, request.body);
    return reply.code(202).send({ send_id: sendId, total: null });
  });
  app.post('/api/polls/send/:id/count', sendSchema, async (request) => {
    const exists = await app.db
      .selectFrom('surveys')
      .select('id')
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!exists) throw surveyNotFound();
    await checkArea(app.db, request.body.wkt);
    return { total: await countAudience(app.db, request.body) };
  });

  app.get('/api/polls/answer/getresults/:id', withId, (request) => surveyResults(app.db, request.params.id));
  app.get('/api/polls/answer/getanswers/:id', withId, async (request) => {
    await getSurvey(app.db, request.params.id);
    return visitorAnswers(app.db, request.params.id);
  });
  app.get('/api/polls/answer/export/:id', withId, (request, reply) =>
    sendSurveyWorkbook(app.db, sessionOf(request), reply, request.params.id),
  );
};
