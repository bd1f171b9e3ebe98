import { eventParams, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_USER } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { listComments } from '../comments/queries.ts';
import { EVENT_COMMENTS } from '../comments/targets.ts';
import { eventsCalendar } from './ics.ts';
import { findEvent, listEvents, upcomingEvents } from './queries.ts';

const notFound = () => new AppError('NotFound', messages.events.notFound, 'id');

/**
 * What the visitors' app reads (comments are posted to /api/comments_events/{eventId}), the public calendar feed,
 * and the events' images and route files, public like the events themselves.
 */
export const eventAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { config: { access: ANY_USER } };

  app.get('/api/app/events', signedIn, () => upcomingEvents(app.db));

  // One event with its route as a GeoJSON Feature<LineString> and its visible comments.
  app.get('/api/app/events/:id', { schema: { params: eventParams }, ...signedIn }, async (request) => {
    const event = await findEvent(app.db, request.params.id);
    if (!event) throw notFound();
    return { ...event, comentarios: await listComments(app.db, EVENT_COMMENTS, event.id, true) };
  });

  app.get('/api/app/events.ics', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="eventos.ics"')
      .send(eventsCalendar(await listEvents(app.db))),
  );

  app.get(
    '/media/events/:file',
    {
      schema: {
        params: z.object({
          file: z.string().regex(/^[A-Za-z0-9_-]+\.(png|jpg|kml|kmz)$/, messages.events.fileNotFound),
        }),
      },
      config: { access: 'public' },
    },
    (request, reply) => reply.sendFile(`events/${request.params.file}`),
  );
};
