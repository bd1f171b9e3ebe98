import { authorityRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { clearingAbsent, deletePerson, type PeopleRoutesOptions, profileForm, updatePerson } from '../people/index.ts';
import { exportAuthority } from './export.ts';
import {
  alertPlace,
  findAuthority,
  listActiveAuthorities,
  listAuthorities,
  listAuthorityCategories,
} from './queries.ts';

/** Monitores (authorities, users.type = 'authority'), admin only; creation is POST /users (people). */
export const authorityRoutes: FastifyPluginAsyncZod<PeopleRoutesOptions> = async (app, opts) => {
  serve(app, contract.list, async () => listAuthorities(app.db));

  serve(app, contract.update, async (request) => {
    const { body, image } = await profileForm(request, contract.update.body);
    const changes = clearingAbsent(body, ['address', 'sex', 'age', 'category_id']);
    const target = { id: request.params.id, type: 'authority' as const };
    await updatePerson(app.db, sessionOf(request), target, changes, image, opts.storage);
    app.accounts.forget(target.id);
    return (await findAuthority(app.db, target.id))!;
  });

  serve(app, contract.remove, async (request) => {
    await deletePerson(app.db, sessionOf(request), { id: request.params.id, type: 'authority' }, opts.storage);
    app.accounts.forget(request.params.id);
    return { status: 'ok' as const };
  });

  serve(app, contract.categories, async () => listAuthorityCategories(app.db));
  serve(app, contract.active, async ({ query }) => {
    const point = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
    return listActiveAuthorities(app.db, query.alert_id ? await alertPlace(app.db, query.alert_id) : point);
  });
  serve(app, contract.export, async (request, reply) =>
    exportAuthority(app.db, sessionOf(request), request.params.id, reply),
  );
};
