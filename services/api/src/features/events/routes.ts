import { eventBody, eventIdParams, eventParams, okReply, sendFilterBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionOf } from '../../plugins/auth.ts';
import { parseInput } from '../../shared/form.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { readEventForm } from './form.ts';
import { listEvents } from './queries.ts';
import { createEvent, deleteEvent, sendEvent, updateEvent } from './service.ts';

export interface EventRoutesOptions {
  storage: MediaStorage;
}

/** The back office's events calls (spec part 2 §7): list, create and update as multipart, delete, send. */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { storage }) => {
  const staff = { config: { access: STAFF } };
  const form = { config: { access: STAFF, multipart: true } };
  const context = (request: Parameters<typeof sessionOf>[0]) => ({ db: app.db, storage, me: sessionOf(request) });

  app.get('/api/events', staff, () => listEvents(app.db));

  app.post('/api/events', form, async (request, reply) => {
    const form = await readEventForm(request);
    const body = parseInput(eventBody, form.fields);
    return reply.code(201).send(await createEvent(context(request), body, form));
  });

  app.put(
    '/api/events/:id',
    { schema: { params: eventParams, response: { 200: okReply } }, ...form },
    async (request) => {
      const form = await readEventForm(request);
      const body = parseInput(eventBody, form.fields);
      await updateEvent(context(request), request.params.id, body, form);
      return { status: 'ok' as const };
    },
  );

  app.delete(
    '/api/events/:id',
    { schema: { params: eventParams, response: { 200: okReply } }, ...staff },
    async (request) => {
      await deleteEvent(context(request), request.params.id);
      return { status: 'ok' as const };
    },
  );

  // Answers at once; the bulk-send worker delivers and reports progress on the socket (`send:progress`).
  app.post(
    '/api/events/send/:eventId',
    { schema: { params: eventIdParams, body: sendFilterBody }, ...staff },
    async (request, reply) => {
      const sendId = await sendEvent(app.db, sessionOf(request), request.params.eventId, request.body);
      return reply.code(202).send({ send_id: sendId, total: null });
    },
  );
};
