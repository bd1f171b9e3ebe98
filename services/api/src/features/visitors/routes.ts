import { visitorSignedUp, visitorSignUpBody } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byEmail } from '../../plugins/rate-limits.ts';
import { signUpVisitor } from './service.ts';

/** Visitors sign up in the app; everything else they do belongs to the aggregate it concerns. */
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
};
