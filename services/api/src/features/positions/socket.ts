import type { PositionAck } from '@ppd/domain';
import { messages } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AcceptedFix, TooFrequentFix } from './service.ts';

export type AcceptFix = (user: SessionUser, input: unknown) => Promise<AcceptedFix>;

function refusal(err: unknown): PositionAck {
  if (!(err instanceof AppError)) return { ok: false, error: 'InternalError', message: messages.generic.error };
  return {
    ok: false,
    error: err.name as 'ValidationError' | 'TooManyRequests',
    message: err.message,
    ...(err.field && { field: err.field }),
    ...(err instanceof TooFrequentFix && { retryAfter: err.retryAfterS }),
  };
}

/** The socket's `position` message: an authority's fix, taken as POST /api/app/position takes it. */
export function acceptSocketFixes(app: FastifyInstance, accept: AcceptFix): void {
  app.realtime.io.on('connection', (socket) => {
    const user = socket.data.user;
    socket.on('position', (fix, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (user.type !== 'authority') {
        return reply({ ok: false, error: 'Forbidden', message: messages.auth.forbidden });
      }
      accept(user, fix).then(
        (accepted) => reply({ ok: true, ...accepted }),
        (err) => reply(refusal(err)),
      );
    });
  });
}
