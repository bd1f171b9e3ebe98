import { surveyRoutes as contract, messages, recordMessages, STAFF } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { mediaViewer } from '../media/index.ts';
import { answerSurvey, checkSentTo, surveysSentTo } from './answers.ts';
import { storeAnswerMedia } from './media.ts';
import { getSurvey } from './queries.ts';

/** The visitors' app: the surveys sent to me, one of them, its media uploads and my answer. */
export const surveyAppRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  // A multimedia answer's file, for staff only (token in the header, or the browser's media cookie).
  serve(app, contract.answerMedia, async (request, reply) => {
    const viewer = await mediaViewer(app, request);
    if (!viewer || !STAFF.includes(viewer.type)) throw new AppError('NotFound', messages.generic.notFoundDetail);
    return reply.sendFile(`surveys/${request.params.id}/${request.params.file}`);
  });

  serve(app, contract.sentToMe, async (request) => {
    const rows = await surveysSentTo(app.db, sessionOf(request).id);
    return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at as Date).toISOString() }));
  });

  serve(app, contract.sentOne, async (request) => {
    await checkSentTo(app.db, request.params.id, sessionOf(request).id);
    return getSurvey(app.db, request.params.id);
  });

  serve(app, contract.uploadMedia, async (request) => {
    if (!request.isMultipart()) throw validationError('file', recordMessages.fileMissing);
    const file = await request.file().catch(() => undefined);
    if (!file) throw validationError('file', recordMessages.fileMissing);
    return storeAnswerMedia(app.db, storage, sessionOf(request), request.params.id, file);
  });

  serve(app, contract.answer, async (request) => {
    await answerSurvey(app.db, storage, sessionOf(request), request.params.id, request.body);
    return { status: 'ok' as const };
  });
};
