import { STAFF } from '@ppd/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionUser, sessionFromToken } from '../../plugins/auth.ts';

/**
 * The staff member calling one of the explorer's public routes (the /adminexplorer), or null: a missing or invalid
 * token is simply the public's view. Staff see the private records too; the public never does.
 */
export async function staffCaller(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.headers['x-access-token'];
  const staff = typeof token === 'string' ? await sessionFromToken(app, token).catch(() => null) : null;
  return staff !== null && STAFF.includes(staff.session.type) ? staff.session : null;
}
