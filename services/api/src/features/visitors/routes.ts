import { visitorRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { byEmail } from '../../plugins/rate-limits.ts';
import { serve } from '../../shared/serve.ts';
import { reportPosition } from '../session/index.ts';
import { signUpVisitor } from './service.ts';

/** Visitors sign up in the app and report where they are; the rest belongs to the aggregate it concerns. */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contract.signUp, async (request) => signUpVisitor(app.db, request.body), {
    preHandler: app.accountAndAddressLimits('signup', byEmail),
  });

  // Where the visitor is: survey and event sends reach the visitors inside their area by this position.
  serve(app, contract.position, async (request) => {
    const at = await reportPosition(app.db, sessionOf(request), request.body.lat, request.body.lon);
    return { last_date: at.toISOString() };
  });
};
