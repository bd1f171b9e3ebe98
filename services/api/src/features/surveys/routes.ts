import { surveyRoutes as contract, isListed } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { audienceCount } from '../bulk-send/index.ts';
import { answerPage, notListed } from './answer-pages.ts';
import { sendSurveyWorkbook, visitorAnswers } from './export.ts';
import { getSurvey, listCategories, listSurveys, mustExist } from './queries.ts';
import { surveyResults } from './results.ts';
import * as surveys from './service.ts';

const ok = { status: 'ok' as const };

/** The back-office's survey calls (spec part 1 §7 "Surveys"). */
export const surveyRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  serve(app, contract.list, async (request) => listSurveys(app.db, request.query));
  serve(app, contract.categories, async () => listCategories(app.db));
  serve(app, contract.one, async (request) => getSurvey(app.db, request.params.id));

  serve(app, contract.create, async (request) => {
    const id = await surveys.createSurvey(app.db, sessionOf(request), request.body);
    return { ...ok, id };
  });
  serve(app, contract.update, async (request) => {
    await surveys.updateSurvey(app.db, sessionOf(request), request.params.id, request.body);
    return { ...ok, id: request.params.id };
  });
  serve(app, contract.remove, async (request) => {
    await surveys.deleteSurvey(app.db, storage, sessionOf(request), request.params.id);
    return ok;
  });

  serve(app, contract.send, async (request) => {
    const sendId = await surveys.sendSurvey(app.db, sessionOf(request), request.params.id, request.body);
    return { send_id: sendId, total: null };
  });
  serve(app, contract.count, async (request) => {
    await mustExist(app.db, request.params.id);
    return audienceCount(app.db, request.body, 'survey');
  });

  serve(app, contract.results, async (request) => surveyResults(app.db, request.params.id));
  serve(app, contract.questionAnswers, async (request) => {
    const { id, questionId } = request.params;
    const question = (await getSurvey(app.db, id)).preguntas.find((q) => q.id === questionId);
    if (!question || !isListed(question.type)) throw notListed();
    return answerPage(app.db, id, { id: questionId, type: question.type }, request.query);
  });
  serve(app, contract.answers, async (request) => {
    await getSurvey(app.db, request.params.id);
    return visitorAnswers(app.db, request.params.id);
  });
  serve(app, contract.workbook, async (request, reply) =>
    sendSurveyWorkbook(app.db, sessionOf(request), reply, request.params.id),
  );
};
