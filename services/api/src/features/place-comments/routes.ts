import {
  commentParams,
  commentStatusBody,
  createdReply,
  messages,
  newPlaceCommentBody,
  okReply,
  placeComment,
  placeParams,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findRecordVisibility, listPlaceComments } from './queries.ts';
import { addComment, setCommentStatus } from './service.ts';

export const placeCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments_places/:placeId',
    { schema: { params: placeParams, response: { 200: z.array(placeComment) } }, config: { access: STAFF } },
    async (request) => {
      if (!(await findRecordVisibility(app.db, request.params.placeId))) {
        throw new AppError('NotFound', messages.generic.notFoundDetail, 'placeId');
      }
      return listPlaceComments(app.db, request.params.placeId);
    },
  );

  // The spec's client sent this without a token; moderation is staff's, so the token is required.
  app.put(
    '/api/comments_places/:commentId',
    {
      schema: { params: commentParams, body: commentStatusBody, response: { 200: okReply } },
      config: { access: STAFF },
    },
    async (request) => {
      await setCommentStatus(app.db, sessionOf(request), request.params.commentId, request.body.status);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/api/comments_places/:placeId',
    {
      schema: { params: placeParams, body: newPlaceCommentBody, response: { 200: createdReply } },
      config: { access: ['visitor'] },
    },
    async (request) => ({
      status: 'ok' as const,
      id: await addComment(app.db, sessionOf(request), request.params.placeId, request.body),
    }),
  );
};
