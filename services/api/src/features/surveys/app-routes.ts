import { answerBody, messages, recordMessages, surveyIdParams } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { mediaViewer } from '../media/access.ts';
import { answerSurvey, checkSentTo, surveysSentTo } from './answers.ts';
import { storeAnswerMedia } from './media.ts';
import { getSurvey } from './queries.ts';

const VISITOR = ['visitor'] as const;

/** The visitors' app: the surveys sent to me, one of them, its media uploads and my answer. */
export const surveyAppRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  // A multimedia answer's file, for staff only (token in the header, or the browser's media cookie).
  app.get(
    '/media/surveys/:id/:file',
    {
      schema: {
        params: surveyIdParams.extend({ file: z.string().regex(/^[A-Za-z0-9._-]+$/, messages.validation.invalid) }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const viewer = await mediaViewer(app, request);
      if (!viewer || !STAFF.includes(viewer.type)) throw new AppError('NotFound', messages.generic.notFoundDetail);
      return reply.sendFile(`surveys/${request.params.id}/${request.params.file}`);
    },
  );

  app.get('/api/app/polls', { config: { access: VISITOR } }, async (request) => {
    const rows = await surveysSentTo(app.db, sessionOf(request).id);
    return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at as Date).toISOString() }));
  });

  app.get(
    '/api/app/polls/:id',
    { schema: { params: surveyIdParams }, config: { access: VISITOR } },
    async (request) => {
      await checkSentTo(app.db, request.params.id, sessionOf(request).id);
      return getSurvey(app.db, request.params.id);
    },
  );

  app.post(
    '/api/app/polls/:id/media',
    { schema: { params: surveyIdParams }, config: { access: VISITOR, multipart: true } },
    async (request, reply) => {
      if (!request.isMultipart()) throw validationError('file', recordMessages.fileMissing);
      const file = await request.file().catch(() => undefined);
      if (!file) throw validationError('file', recordMessages.fileMissing);
      const stored = await storeAnswerMedia(app.db, storage, sessionOf(request), request.params.id, file);
      return reply.code(201).send(stored);
    },
  );

  app.post(
    '/api/app/polls/:id/answer',
    { schema: { params: surveyIdParams, body: answerBody }, config: { access: VISITOR } },
    async (request, reply) => {
      await answerSurvey(app.db, storage, sessionOf(request), request.params.id, request.body);
      return reply.code(201).send({ status: 'ok' as const });
    },
  );
};
