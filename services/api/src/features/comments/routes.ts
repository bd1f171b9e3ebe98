import { messages, STAFF } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { listComments } from './queries.ts';
import { addComment, setCommentStatus } from './service.ts';
import { ACTIVITY_COMMENTS, type CommentTarget, PLACE_COMMENTS } from './targets.ts';

/** The list (staff's and the apps'), moderation and visitor calls of one commented kind (records' or events' comments). */
function registerCommentRoutes(app: FastifyInstance, target: CommentTarget): void {
  const contract = target.routes;

  // Staff read every comment, hidden ones too; the apps' users read the visible ones of an item they may see.
  serve(app, contract.list, async (request) => {
    const staff = STAFF.includes(sessionOf(request).type);
    const item = await target.find(app.db, request.params.id);
    if (!item || (!staff && !item.visibleToVisitors))
      throw new AppError('NotFound', messages.generic.notFoundDetail, 'id');
    return listComments(app.db, target, request.params.id, !staff);
  });

  // The spec's client sent this without a token; moderation is staff's, so the token is required.
  serve(app, contract.setStatus, async (request) => {
    await setCommentStatus(app.db, sessionOf(request), target, request.params.id, request.body.status);
    return { status: 'ok' as const };
  });

  serve(app, contract.add, async (request) => ({
    status: 'ok' as const,
    id: await addComment(app.db, sessionOf(request), target, request.params.id, request.body),
  }));
}

/** Comments on records (/api/comments_places) and on events (/api/comments_events). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCommentRoutes(app, PLACE_COMMENTS);
  registerCommentRoutes(app, ACTIVITY_COMMENTS);
};
