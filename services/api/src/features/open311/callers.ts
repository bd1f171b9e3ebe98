import { open311Texts } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionUser, sessionFromToken } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { visitorOfApiKey } from '../api-keys/index.ts';

/** A session token as integrations send it (`Authorization: Bearer`), or in the API's own header. */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? (request.headers['x-access-token'] as string | undefined);
}

/** Who reads: anyone, or a signed-in user (a gestor sees exact positions). A token sent must be valid. */
export async function readerOf(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const token = tokenOf(request);
  return token ? (await sessionFromToken(app, token)).session : null;
}

/**
 * Who files: a visitor by their token, or an integration by its api_key (as the key's own visitor account). Set as
 * the request's session, so the complaints' per-account limit counts it as it counts the app's.
 */
export async function fileAs(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (token) {
    const { session } = await sessionFromToken(app, token);
    if (session.type !== 'visitor') throw new AppError('Forbidden', open311Texts.visitorsOnly);
    request.session = session;
    return;
  }
  const key = (request.body as { api_key?: string } | undefined)?.api_key;
  const visitor = key ? await visitorOfApiKey(app.db, key) : null;
  if (!visitor) throw new AppError('Forbidden', open311Texts.apiKey);
  request.session = visitor;
}
