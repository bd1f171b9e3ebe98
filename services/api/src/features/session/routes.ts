import { setTimeout } from 'node:timers/promises';
import { sessionRoutes as contract, messages } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsFor, secondsLeft, sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { byEmail, bySession } from '../../plugins/rate-limits.ts';
import { serve } from '../../shared/serve.ts';
import { releaseClaimsOf } from '../claims/index.ts';
import { clearMediaCookie, setMediaCookie } from '../media/index.ts';
import { findProfile } from './queries.ts';
import * as session from './service.ts';

export interface SessionRoutesOptions {
  publicUrl: string;
  resetTokenMinutes: number;
  expiresIn: string;
  expiresInSaved: string;
}

const ok = { status: 'ok' as const };
/** Well above the work a reset request does (a lookup, a token, an outbox row). */
const RESET_ANSWER_MS = 250;

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, opts) => {
  serve(
    app,
    contract.login,
    async (request, reply) => {
      const user = await session.login(app.db, request.body);
      const expiresIn = request.body.isSavedLogin ? opts.expiresInSaved : opts.expiresIn;
      const token = app.jwt.sign(claimsFor(user), { expiresIn });
      setMediaCookie(app, request, reply, token);
      return { token, expiresIn };
    },
    { preHandler: app.accountAndAddressLimits('login', byEmail) },
  );

  serve(app, contract.info, async (request, reply) => {
    const me = sessionOf(request);
    if (request.body.email !== me.email.toLowerCase() || request.body.type !== me.type) {
      throw new AppError('Forbidden', messages.auth.forbidden);
    }
    // The web reads this on every start: a sign-in kept from before the media cookie (or a cleared one) gets it.
    setMediaCookie(app, request, reply, request.headers['x-access-token'] as string);
    return findProfile(app.db, me.id);
  });

  serve(app, contract.updateProfile, async (request) => {
    const me = sessionOf(request);
    await session.updateProfile(app.db, me, request.body.name, request.body.last_name);
    return findProfile(app.db, me.id);
  });

  serve(
    app,
    contract.changePassword,
    async (request, reply) => {
      const me = sessionOf(request);
      const user = await session.changePassword(app.db, me, request.body.old_password, request.body.new_password);
      app.accounts.forget(me.id);
      // Other devices are signed out; this one goes on until its token would have expired.
      const { exp } = app.jwt.decode<{ exp: number }>(request.headers['x-access-token'] as string)!;
      const token = app.jwt.sign(claimsFor(user), { expiresIn: secondsLeft(exp) });
      setMediaCookie(app, request, reply, token);
      return { ...ok, message: messages.auth.passwordChanged, token };
    },
    { preHandler: app.accountAndAddressLimits('password', bySession) },
  );

  serve(
    app,
    contract.forgotPassword,
    async (request) => {
      const { email, usertypeWeb } = request.body;
      // Known and unknown addresses answer after the same time, so the timing does not tell who has an account.
      const answerAt = performance.now() + RESET_ANSWER_MS;
      await session.requestPasswordReset(app.db, {
        email,
        type: usertypeWeb,
        publicUrl: opts.publicUrl,
        validMinutes: opts.resetTokenMinutes,
      });
      await setTimeout(Math.max(0, answerAt - performance.now()));
      return { ...ok, message: messages.auth.forgotSent };
    },
    { preHandler: app.accountAndAddressLimits('reset', byEmail) },
  );

  serve(app, contract.checkResetToken, async (request) => {
    await session.checkResetToken(app.db, request.query.token);
    return ok;
  });

  serve(
    app,
    contract.resetPassword,
    async (request) => {
      app.accounts.forget(await session.resetPassword(app.db, request.body.token, request.body.password));
      return { ...ok, message: messages.auth.passwordUpdated };
    },
    { preHandler: app.addressLimit('reset-finish') },
  );

  serve(app, contract.logout, async (request, reply) => {
    const user = sessionOf(request);
    await session.logout(app.db, user);
    // What a gestor was handling goes back to the other boards at once, not after the grace.
    if (user.type === 'monitor') await releaseClaimsOf(app.db, user.id, 'signed_out', app.publishLive);
    app.accounts.forget(user.id);
    clearMediaCookie(request, reply);
    return ok;
  });
};
