import { eventRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { serve } from '../../shared/serve.ts';
import { EVENT_COMMENTS, listComments } from '../comments/index.ts';
import { eventsCalendar } from './ics.ts';
import { findEvent, listEvents, upcomingEvents } from './queries.ts';

const notFound = () => new AppError('NotFound', messages.events.notFound, 'id');

/**
 * What the visitors' app reads (comments are posted to /api/comments_events/{eventId}), the public calendar feed,
 * and the events' images and route files, public like the events themselves.
 */
export const eventAppRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.upcoming, async () => upcomingEvents(app.db));

  serve(app, contract.one, async (request) => {
    const event = await findEvent(app.db, request.params.id);
    if (!event) throw notFound();
    return { ...event, comentarios: await listComments(app.db, EVENT_COMMENTS, event.id, true) };
  });

  serve(app, contract.calendar, async (_request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="eventos.ics"')
      .send(eventsCalendar(await listEvents(app.db))),
  );

  serve(app, contract.file, async (request, reply) => reply.sendFile(`events/${request.params.file}`));
};
