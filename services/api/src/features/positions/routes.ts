import { positionRoutes as contract, positionFixBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type SessionUser, sessionOf } from '../../plugins/auth.ts';
import { parseInput } from '../../shared/form.ts';
import { serve } from '../../shared/serve.ts';
import { responderPushes } from './push.ts';
import { positionRetentionDays, recordFix, savePositionRetention, TooFrequentFix } from './service.ts';
import { acceptSocketFixes } from './socket.ts';

/** Responders on the map: the authorities' fixes (HTTP and socket) and the history's retention in Configuración. */
export const positionRoutes: FastifyPluginAsync = async (app) => {
  const moved = responderPushes(app);
  const accept = async (user: SessionUser, input: unknown) => {
    const accepted = await recordFix(app.db, user.id, parseInput(positionFixBody, input));
    moved(user.id);
    return accepted;
  };

  serve(app, contract.report, async (request, reply) => {
    try {
      return await accept(sessionOf(request), request.body);
    } catch (err) {
      if (err instanceof TooFrequentFix) reply.header('retry-after', err.retryAfterS);
      throw err;
    }
  });
  acceptSocketFixes(app, accept);

  serve(app, contract.retention, async () => ({ days: await positionRetentionDays(app.db) }));
  serve(app, contract.saveRetention, async (request) => ({
    days: await savePositionRetention(app.db, sessionOf(request), request.body.days),
  }));
};
