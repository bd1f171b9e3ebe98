import rateLimit from '@fastify/rate-limit';
import { messages } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

export interface RateLimitOptions {
  /** Tries a minute against one account (an e-mail, or the signed-in user). */
  perAccount: number;
  /** Tries a minute from one address: higher, since an office shares one. */
  perAddress: number;
}

type KeyOf = (request: FastifyRequest) => string;

const tooMany = new AppError('TooManyRequests', messages.auth.tooManyAttempts);

export const byAddress: KeyOf = (request) => request.ip;
export const byEmail: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
export const bySession: KeyOf = (request) => `${request.session?.type}:${request.session?.email}`;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Both limits for a sensitive action: per account (a guesser cannot go round it by changing address) and per
     * address (one machine cannot try many accounts). Runs after the body is parsed, so the key can read it.
     * `request.ip` follows X-Forwarded-For only from the proxies TRUST_PROXY names.
     */
    accountAndAddressLimits: (name: string, account: KeyOf) => preHandlerAsyncHookHandler[];
    /** The per-address limit alone, for an action that names no account (finishing a reset with a link's token). */
    addressLimit: (name: string) => preHandlerAsyncHookHandler[];
  }
}

export default fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  await app.register(rateLimit, { global: false, redis: app.liveRedis, skipOnError: true, nameSpace: 'ppd-rl:' });
  // createRateLimit, not rateLimit: the latter's handlers mark the request, so a second one on it never counts.
  const limit = (name: string, max: number, keyOf: KeyOf): preHandlerAsyncHookHandler => {
    const count = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (r) => `${name}:${keyOf(r)}` });
    return async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw tooMany;
    };
  };
  app.decorate('accountAndAddressLimits', (name: string, account: KeyOf) => [
    limit(`${name}:account`, opts.perAccount, account),
    limit(`${name}:address`, opts.perAddress, byAddress),
  ]);
  app.decorate('addressLimit', (name: string) => [limit(`${name}:address`, opts.perAddress, byAddress)]);
});
