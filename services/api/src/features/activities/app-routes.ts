import type { Db } from '@ppd/db';
import { activityRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { ACTIVITY_COMMENTS, listComments } from '../comments/index.ts';
import { MEDIA_FOLDER } from './files.ts';
import { activitiesCalendar } from './ics.ts';
import {
  activityCategoryName,
  type CalendarActivity,
  calendarActivities,
  findActivity,
  upcomingActivities,
} from './queries.ts';

const t = messages.activities;
const notFound = () => new AppError('NotFound', t.notFound, 'id');

/** The feed's name and activities: all of them, or one category's ("Eventos · Cultura"); 404 for no such category. */
async function calendarFeed(
  db: Db,
  categoryId: number | undefined,
): Promise<{ name: string; activities: CalendarActivity[] }> {
  if (categoryId === undefined) return { name: t.title, activities: await calendarActivities(db) };
  const category = await activityCategoryName(db, categoryId);
  if (category === undefined) throw new AppError('NotFound', t.categoryNotFound, 'categoria');
  return { name: `${t.title} · ${category}`, activities: await calendarActivities(db, categoryId) };
}

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

  serve(app, contract.calendar, async (request, reply) => {
    const { name, activities } = await calendarFeed(app.db, request.query.categoria);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="eventos.ics"')
      .send(activitiesCalendar(activities, name));
  });

  serve(app, contract.file, async (request, reply) => reply.sendFile(`${MEDIA_FOLDER}/${request.params.file}`));
};
