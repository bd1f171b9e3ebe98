import { cancelAccount } from '@ppd/db';
import { dataRequestRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { exportPersonData, setSendPreferences } from '../privacy/index.ts';
import { findDataRequest, listDataRequests, searchPeople } from './queries.ts';
import { answerWith, rectifyProfile, registerDataRequest } from './service.ts';

/** Solicitudes de datos (issue 38 §3): administrators answer ARCO requests with the app's own operations. */
export const dataRequestRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  serve(app, contract.people, async (request) => searchPeople(app.db, request.query.q));
  serve(app, contract.list, async () => listDataRequests(app.db));
  serve(app, contract.register, async (request) => registerDataRequest(app.db, sessionOf(request), request.body));

  serve(app, contract.access, async (request, reply) => {
    const me = sessionOf(request);
    const zip = await answerWith(app.db, me, request.params.id, 'access', (person) =>
      exportPersonData(app.db, storage, person, me),
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="datos-solicitud-${request.params.id}.zip"`)
      .send(zip);
  });

  /** Each operation but the export answers the request's view as it stands after it. */
  const answered = async (id: number) => (await findDataRequest(app.db, id))!;

  serve(app, contract.rectification, async (request) => {
    const { id } = request.params;
    await answerWith(app.db, sessionOf(request), id, 'rectification', (person) =>
      rectifyProfile(app.db, person, request.body),
    );
    return answered(id);
  });

  serve(app, contract.cancellation, async (request) => {
    const me = sessionOf(request);
    const { id } = request.params;
    await answerWith(app.db, me, id, 'cancellation', async (person) => {
      await cancelAccount(app.db, storage, person, me);
      app.accounts.forget(person);
    });
    return answered(id);
  });

  serve(app, contract.opposition, async (request) => {
    const me = sessionOf(request);
    const { id } = request.params;
    await answerWith(app.db, me, id, 'opposition', (person) => setSendPreferences(app.db, person, request.body, me));
    return answered(id);
  });
};
