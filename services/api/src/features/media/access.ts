import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SessionUser, secondsLeft, sessionFromToken, type TokenClaims } from '../../plugins/auth.ts';

/**
 * <img>, <video> and <audio> send no header, so the browser opens private media with a cookie instead of a token
 * in the URL: HttpOnly, SameSite=Strict, sent to /media only, holding the sign-in's media twin (same sign-in id
 * and expiry, refused anywhere but here). A copied, logged or bookmarked media URL carries nothing, and signing
 * out (which revokes the sign-in and clears the cookie) ends it.
 */
export const MEDIA_COOKIE = 'ppd_media';

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? ['Secure'] : [];
  return [`${MEDIA_COOKIE}=${value}`, 'Path=/media', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict']
    .concat(secure)
    .join('; ');
}

/** Gives the browser the media twin of a session token (sign-in, a password change, the web's start-up read). */
export function setMediaCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  const { iat: _, exp, ...claims } = app.jwt.decode<TokenClaims & { iat: number; exp: number }>(token)!;
  const life = secondsLeft(exp);
  const twin = app.jwt.sign({ ...claims, use: 'media' }, { expiresIn: life });
  reply.header('set-cookie', cookie(request, twin, life));
}

export function clearMediaCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', cookie(request, '', 0));
}

function cookieToken(request: FastifyRequest): string | undefined {
  const prefix = `${MEDIA_COOKIE}=`;
  const found = request.headers.cookie?.split(';').find((part) => part.trim().startsWith(prefix));
  return found?.trim().slice(prefix.length) || undefined;
}

/** Who is opening a media file: the apps' `x-access-token`, else the browser's media cookie; null for anyone else. */
export async function mediaViewer(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const header = request.headers['x-access-token'];
  const checked =
    typeof header === 'string' ? sessionFromToken(app, header) : sessionFromToken(app, cookieToken(request), 'media');
  return (await checked.catch(() => null))?.session ?? null;
}
