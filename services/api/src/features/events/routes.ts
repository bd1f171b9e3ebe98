import { eventRoutes as contract, eventBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { parseInput } from '../../shared/form.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { readEventForm } from './form.ts';
import { listEvents } from './queries.ts';
import { createEvent, deleteEvent, sendEvent, updateEvent } from './service.ts';

export interface EventRoutesOptions {
  storage: MediaStorage;
}

/** The back office's events calls (spec part 2 §7): list, create and update as multipart, delete, send. */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { storage }) => {
  const context = (request: Parameters<typeof sessionOf>[0]) => ({ db: app.db, storage, me: sessionOf(request) });
  const readBody = async (request: Parameters<typeof readEventForm>[0]) => {
    const form = await readEventForm(request);
    return { form, body: parseInput(eventBody, form.fields) };
  };

  serve(app, contract.list, async () => listEvents(app.db));

  serve(app, contract.create, async (request) => {
    const { form, body } = await readBody(request);
    return createEvent(context(request), body, form);
  });

  serve(app, contract.update, async (request) => {
    const { form, body } = await readBody(request);
    await updateEvent(context(request), request.params.id, body, form);
    return { status: 'ok' as const };
  });

  serve(app, contract.remove, async (request) => {
    await deleteEvent(context(request), request.params.id);
    return { status: 'ok' as const };
  });

  // Answers at once; the bulk-send worker delivers and reports progress on the socket (`send:progress`).
  serve(app, contract.send, async (request) => ({
    send_id: await sendEvent(app.db, sessionOf(request), request.params.eventId, request.body),
    total: null,
  }));
};
