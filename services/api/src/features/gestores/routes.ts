import { gestorRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { type PeopleRoutesOptions, profileForm } from '../people/index.ts';
import { exportGestor } from './export.ts';
import { findGestor, listGestores } from './queries.ts';
import { deleteGestor, updateGestor } from './service.ts';

/** Gestores (back-office users, /monitors in the spec's paths), admin only. Creation is POST /users. */
export const gestorRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  serve(app, contract.list, async () => listGestores(app.db));

  serve(app, contract.update, async (request) => {
    const { body, image } = await profileForm(request, contract.update.body);
    await updateGestor(app.db, sessionOf(request), request.params.id, body, image, opts.storage);
    app.accounts.forget(request.params.id);
    return (await findGestor(app.db, request.params.id))!;
  });

  serve(app, contract.remove, async (request) => {
    await deleteGestor(app.db, sessionOf(request), request.params.id, opts.storage);
    app.accounts.forget(request.params.id);
    return { status: 'ok' as const };
  });

  serve(app, contract.export, async (request, reply) =>
    exportGestor(app.db, sessionOf(request), request.params.id, reply),
  );
};
