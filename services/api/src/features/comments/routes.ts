import {
  commentParams,
  commentStatusBody,
  createdReply,
  id,
  messages,
  newPlaceCommentBody,
  okReply,
  placeComment,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_USER, STAFF, sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { listComments } from './queries.ts';
import { addComment, setCommentStatus } from './service.ts';
import { type CommentTarget, EVENT_COMMENTS, PLACE_COMMENTS } from './targets.ts';

/** The list (staff's and the apps'), moderation and visitor calls of one commented kind (records' or events' comments). */
function registerCommentRoutes(app: Parameters<FastifyPluginAsyncZod>[0], target: CommentTarget): void {
  const itemParams = z.object({ [target.param]: id() }) as z.ZodObject<Record<string, ReturnType<typeof id>>>;
  const itemOf = (params: Record<string, number>) => params[target.param]!;

  // Staff read every comment, hidden ones too; the apps' users read the visible ones of an item they may see.
  app.get(
    `${target.path}/:${target.param}`,
    { schema: { params: itemParams, response: { 200: z.array(placeComment) } }, config: { access: ANY_USER } },
    async (request) => {
      const staff = STAFF.includes(sessionOf(request).type);
      const item = await target.find(app.db, itemOf(request.params));
      if (!item || (!staff && !item.visibleToVisitors)) {
        throw new AppError('NotFound', messages.generic.notFoundDetail, target.param);
      }
      return listComments(app.db, target, itemOf(request.params), !staff);
    },
  );

  // The spec's client sent this without a token; moderation is staff's, so the token is required.
  app.put(
    `${target.path}/:commentId`,
    {
      schema: { params: commentParams, body: commentStatusBody, response: { 200: okReply } },
      config: { access: STAFF },
    },
    async (request) => {
      await setCommentStatus(app.db, sessionOf(request), target, request.params.commentId, request.body.status);
      return { status: 'ok' as const };
    },
  );

  app.post(
    `${target.path}/:${target.param}`,
    {
      schema: { params: itemParams, body: newPlaceCommentBody, response: { 200: createdReply } },
      config: { access: ['visitor'] },
    },
    async (request) => ({
      status: 'ok' as const,
      id: await addComment(app.db, sessionOf(request), target, itemOf(request.params), request.body),
    }),
  );
}

/** Comments on records (/api/comments_places) and on events (/api/comments_events). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCommentRoutes(app, PLACE_COMMENTS);
  registerCommentRoutes(app, EVENT_COMMENTS);
};
