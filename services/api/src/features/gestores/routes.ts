import { gestorRow, gestorUpdate, okReply, personIdParams } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { profileForm } from '../monitors/profile-form.ts';
import type { PeopleRoutesOptions } from '../monitors/routes.ts';
import { exportGestor } from './export.ts';
import { findGestor, listGestores } from './queries.ts';
import { deleteGestor, updateGestor } from './service.ts';

/** Gestores (back-office users, /monitors in the spec's paths), admin only. Creation is POST /users. */
export const gestorRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  app.get('/monitors', { schema: { response: { 200: z.array(gestorRow) } }, config: { access: 'admin' } }, async () =>
    listGestores(app.db),
  );

  app.put(
    '/monitors/:id',
    {
      schema: { params: personIdParams, response: { 200: gestorRow } },
      config: { access: 'admin', multipart: true },
    },
    async (request) => {
      const { body, image } = await profileForm(request, gestorUpdate);
      await updateGestor(app.db, sessionOf(request), request.params.id, body, image, opts.storage);
      app.accounts.forget(request.params.id);
      return (await findGestor(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/monitors/:id',
    { schema: { params: personIdParams, response: { 200: okReply } }, config: { access: 'admin' } },
    async (request) => {
      await deleteGestor(app.db, sessionOf(request), request.params.id, opts.storage);
      app.accounts.forget(request.params.id);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/monitors/:id/export',
    { schema: { params: personIdParams }, config: { access: 'admin' } },
    async (request, reply) => exportGestor(app.db, sessionOf(request), request.params.id, reply),
  );
};
