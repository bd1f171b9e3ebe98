import { Readable } from 'node:stream';
import { explorerBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionFromToken } from '../../plugins/auth.ts';
import { explorerJson } from './queries.ts';

export const explorerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the explorer map. A valid staff token (the /adminexplorer) adds the private records; a missing or
  // invalid one is simply the public's view, whatever `admin` says.
  app.post(
    '/api/ppd/levantamiento/getLevantamientos',
    { schema: { body: explorerBody }, config: { access: 'public' } },
    async (request, reply) => {
      const token = request.headers['x-access-token'];
      const staff = typeof token === 'string' ? await sessionFromToken(app, token).catch(() => null) : null;
      const includePrivate = staff !== null && STAFF.includes(staff.session.type);
      return reply
        .type('application/json; charset=utf-8')
        .send(Readable.from(explorerJson(app.db, { query: request.body, includePrivate })));
    },
  );
};
