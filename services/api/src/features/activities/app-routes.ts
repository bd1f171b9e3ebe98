import { activityRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { ACTIVITY_COMMENTS, listComments } from '../comments/index.ts';
import { MEDIA_FOLDER } from './files.ts';
import { activitiesCalendar } from './ics.ts';
import { findActivity, listActivities, upcomingActivities } from './queries.ts';

const notFound = () => new AppError('NotFound', messages.activities.notFound, 'id');

/**
 * What the visitors' app reads (comments are posted to /api/comments_events/{eventId}), the public calendar feed,
 * and the activities' images and route files, public like the activities themselves.
 */
export const activityAppRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.upcoming, async () => upcomingActivities(app.db));

  serve(app, contract.one, async (request) => {
    const activity = await findActivity(app.db, request.params.id);
    if (!activity) throw notFound();
    return { ...activity, comentarios: await listComments(app.db, ACTIVITY_COMMENTS, activity.id, true) };
  });

  serve(app, contract.calendar, async (_request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="eventos.ics"')
      .send(activitiesCalendar(await listActivities(app.db))),
  );

  serve(app, contract.file, async (request, reply) => reply.sendFile(`${MEDIA_FOLDER}/${request.params.file}`));
};
