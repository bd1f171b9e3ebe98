import { positionBody, positionReply, visitorSignedUp, visitorSignUpBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { byEmail } from '../../plugins/rate-limits.ts';
import { reportPosition } from '../session/position.ts';
import { signUpVisitor } from './service.ts';

/** Visitors sign up in the app and report where they are; the rest belongs to the aggregate it concerns. */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/app/visitors',
    {
      schema: { body: visitorSignUpBody, response: { 201: visitorSignedUp } },
      config: { access: 'public' },
      preHandler: app.accountAndAddressLimits('signup', byEmail),
    },
    async (request, reply) => reply.code(201).send(await signUpVisitor(app.db, request.body)),
  );

  // Where the visitor is: survey and event sends reach the visitors inside their area by this position.
  app.post(
    '/api/app/visitors/me/position',
    { schema: { body: positionBody, response: { 200: positionReply } }, config: { access: ['visitor'] } },
    async (request) => {
      const at = await reportPosition(app.db, sessionOf(request), request.body.lat, request.body.lon);
      return { last_date: at.toISOString() };
    },
  );
};
