import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { type Access, messages, type UserType } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

const TOKEN_ALGORITHM = 'HS256';

export interface TokenClaims {
  sub: number;
  type: UserType;
  email: string;
  admin: boolean;
  /** The account's sessions_valid_from when the token was issued: a password change or deactivation spends it. */
  stamp: number;
  /** This sign-in's id, which signing out revokes (tokens issued before it existed carry none). */
  sid?: string;
  /** 'media': the sign-in's twin kept in the media cookie, which opens files only (never the API). */
  use?: TokenUse;
}

/** A session token (the `x-access-token` header) or its media twin (the media cookie). */
export type TokenUse = 'session' | 'media';

export interface SessionUser {
  id: number;
  type: UserType;
  email: string;
  isAdmin: boolean;
  /** The token's sign-in and when it expires (ms), for signing out. */
  token?: { sid: string; expiresAt: number };
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

const JWT_ERRORS: Record<string, AppError> = {
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: new AppError('TokenExpiredError', messages.auth.tokenExpired),
  FST_JWT_BAD_REQUEST: new AppError('InvalidTokenError', messages.auth.tokenRequired),
};
const invalidToken = new AppError('JsonWebTokenError', messages.auth.tokenExpired);

export function claimsFor(user: {
  id: number;
  type: UserType;
  email: string;
  is_admin: boolean;
  sessions_valid_from: Date;
}): TokenClaims {
  return {
    sub: user.id,
    type: user.type,
    email: user.email,
    admin: user.is_admin,
    stamp: user.sessions_valid_from.getTime(),
    sid: randomUUID(),
  };
}

/**
 * What is left of a token expiring at `exp` (seconds since the epoch), as the `expiresIn` of a token that must end
 * with it: a number there counts seconds (jsonwebtoken's rule, which @fastify/jwt keeps), not milliseconds.
 */
export const secondsLeft = (exp: number) => Math.max(1, exp - Math.floor(Date.now() / 1000));

export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw JWT_ERRORS.FST_JWT_BAD_REQUEST!;
  return request.session;
}

async function verifiedSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const claims = await request.jwtVerify<TokenClaims & { exp?: number }>().catch((err: { code?: string }) => {
    throw JWT_ERRORS[err.code ?? ''] ?? invalidToken;
  });
  return activeSession(app, claims, 'session');
}

/**
 * The same check for a token that does not come in the header (the socket handshake, the media cookie): verified
 * signature and expiry, then the account behind it. Throws the AppError an HTTP call would get.
 */
export async function sessionFromToken(
  app: FastifyInstance,
  token: string | undefined,
  use: TokenUse = 'session',
): Promise<{ session: SessionUser; expiresAt: number | null }> {
  if (!token) throw JWT_ERRORS.FST_JWT_BAD_REQUEST!;
  let claims: TokenClaims & { exp?: number };
  try {
    claims = app.jwt.verify<TokenClaims & { exp?: number }>(token);
  } catch (err) {
    throw (err as { code?: string }).code === 'FAST_JWT_EXPIRED'
      ? JWT_ERRORS.FST_JWT_AUTHORIZATION_TOKEN_EXPIRED!
      : invalidToken;
  }
  return { session: await activeSession(app, claims, use), expiresAt: claims.exp ? claims.exp * 1000 : null };
}

async function activeSession(
  app: FastifyInstance,
  claims: TokenClaims & { exp?: number },
  use: TokenUse,
): Promise<SessionUser> {
  // A media cookie's token opens files only: taken from the cookie into a header, it is refused.
  if ((claims.use ?? 'session') !== use) throw invalidToken;
  // The token is only as good as the account behind it: deactivated users, tokens issued before a password
  // change and tokens signed out are refused at once, not when the token expires.
  const user = await app.accounts.find(claims.sub);
  const signedOut = claims.sid !== undefined && user?.revoked_sessions.includes(claims.sid);
  if (!user || user.inactive || claims.stamp !== user.sessions_valid_from.getTime() || signedOut) {
    throw invalidToken;
  }
  const token = claims.sid && claims.exp ? { token: { sid: claims.sid, expiresAt: claims.exp * 1000 } } : {};
  return { id: user.id, type: user.type, email: user.email, isAdmin: user.is_admin, ...token };
}

function allowed(access: Access, user: SessionUser): boolean {
  if (access === 'public') return true;
  if (access === 'admin') return user.type === 'monitor' && user.isAdmin;
  return access.includes(user.type);
}

export default fp(async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
  // One algorithm, and every token expires: a token signed otherwise, or without `exp`, is refused.
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: opts.expiresIn },
    verify: {
      algorithms: [TOKEN_ALGORITHM],
      requiredClaims: ['exp'],
      extractToken: (req: FastifyRequest) => req.headers['x-access-token'] as string | undefined,
    },
  });
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const session = await verifiedSession(app, request);
    if (!allowed(access, session)) throw new AppError('Forbidden', messages.auth.forbidden);
    request.session = session;
  });
});

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  multipart: boolean;
  schema: RouteOptions['schema'];
}

/**
 * Called in the scope holding the product's routes: a route that does not say who may call it will not start.
 * The routes are listed in `table` with what they declare (the input sweep test walks them all).
 */
export function requireDeclaredAccess(app: FastifyInstance, table: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) throw new Error(`${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access, multipart: route.config?.multipart === true, schema: route.schema });
    }
  });
}
