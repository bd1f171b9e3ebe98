import { setTimeout } from 'node:timers/promises';
import {
  forgotPasswordBody,
  infoBody,
  loginBody,
  loginReply,
  messages,
  okReply,
  passwordChangedReply,
  profile,
  profileUpdateBody,
  resetTokenQuery,
  updateMyPasswordBody,
  updatePasswordBody,
} from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_USER, claimsFor, secondsLeft, sessionOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { byEmail, bySession } from '../../plugins/rate-limits.ts';
import { clearMediaCookie, setMediaCookie } from '../media/access.ts';
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
  app.post(
    '/users/login/',
    {
      schema: { body: loginBody, response: { 200: loginReply } },
      config: { access: 'public' },
      preHandler: app.accountAndAddressLimits('login', byEmail),
    },
    async (request, reply) => {
      const user = await session.login(app.db, request.body);
      const expiresIn = request.body.isSavedLogin ? opts.expiresInSaved : opts.expiresIn;
      const token = app.jwt.sign(claimsFor(user), { expiresIn });
      setMediaCookie(app, request, reply, token);
      return { token, expiresIn };
    },
  );

  app.post(
    '/users/info',
    { schema: { body: infoBody, response: { 200: profile } }, config: { access: ANY_USER } },
    async (request, reply) => {
      const me = sessionOf(request);
      if (request.body.email !== me.email.toLowerCase() || request.body.type !== me.type) {
        throw new AppError('Forbidden', messages.auth.forbidden);
      }
      // The web reads this on every start: a sign-in kept from before the media cookie (or a cleared one) gets it.
      setMediaCookie(app, request, reply, request.headers['x-access-token'] as string);
      return findProfile(app.db, me.id);
    },
  );

  app.put(
    '/users/me',
    { schema: { body: profileUpdateBody, response: { 200: profile } }, config: { access: ANY_USER } },
    async (request) => {
      const me = sessionOf(request);
      await session.updateProfile(app.db, me, request.body.name, request.body.last_name);
      return findProfile(app.db, me.id);
    },
  );

  app.post(
    '/users/update_my_password',
    {
      schema: { body: updateMyPasswordBody, response: { 200: passwordChangedReply } },
      config: { access: ANY_USER },
      preHandler: app.accountAndAddressLimits('password', bySession),
    },
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
  );

  app.post(
    '/users/forgot_password',
    {
      schema: { body: forgotPasswordBody, response: { 200: okReply } },
      config: { access: 'public' },
      preHandler: app.accountAndAddressLimits('reset', byEmail),
    },
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
  );

  app.get(
    '/users/reset_password',
    { schema: { querystring: resetTokenQuery, response: { 200: okReply } }, config: { access: 'public' } },
    async (request) => {
      await session.checkResetToken(app.db, request.query.token);
      return ok;
    },
  );

  app.post(
    '/users/update_password',
    {
      schema: { body: updatePasswordBody, response: { 200: okReply } },
      config: { access: 'public' },
      preHandler: app.addressLimit('reset-finish'),
    },
    async (request) => {
      app.accounts.forget(await session.resetPassword(app.db, request.body.token, request.body.password));
      return { ...ok, message: messages.auth.passwordUpdated };
    },
  );

  app.post(
    '/users/logout',
    { schema: { response: { 200: okReply } }, config: { access: ANY_USER } },
    async (request, reply) => {
      const user = sessionOf(request);
      await session.logout(app.db, user);
      app.accounts.forget(user.id);
      clearMediaCookie(request, reply);
      return ok;
    },
  );
};
