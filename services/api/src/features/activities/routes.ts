import { activityBody, activityRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { parseInput } from '../../shared/form.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { readActivityForm } from './form.ts';
import { listActivities } from './queries.ts';
import { createActivity, deleteActivity, sendActivity, updateActivity } from './service.ts';

export interface ActivityRoutesOptions {
  storage: MediaStorage;
}

/** The back office's activities calls (spec part 2 §7): list, create and update as multipart, delete, send. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (app, { storage }) => {
  const context = (request: Parameters<typeof sessionOf>[0]) => ({ db: app.db, storage, me: sessionOf(request) });
  const readBody = async (request: Parameters<typeof readActivityForm>[0]) => {
    const form = await readActivityForm(request);
    return { form, body: parseInput(activityBody, form.fields) };
  };

  serve(app, contract.list, async () => listActivities(app.db));

  serve(app, contract.create, async (request) => {
    const { form, body } = await readBody(request);
    return createActivity(context(request), body, form);
  });

  serve(app, contract.update, async (request) => {
    const { form, body } = await readBody(request);
    await updateActivity(context(request), request.params.id, body, form);
    return { status: 'ok' as const };
  });

  serve(app, contract.remove, async (request) => {
    await deleteActivity(context(request), request.params.id);
    return { status: 'ok' as const };
  });

  // Answers at once; the bulk-send worker delivers and reports progress on the socket (`send:progress`).
  serve(app, contract.send, async (request) => ({
    send_id: await sendActivity(app.db, sessionOf(request), request.params.eventId, request.body),
    total: null,
  }));
};
