import { RESPONDER_PUSH_MS, ROOMS } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import { listResponders } from './queries.ts';

/**
 * Coalesces the boards' position pushes: the authorities who sent a fix are collected and, at most every
 * RESPONDER_PUSH_MS, one read of their latest fixes goes to `gestores` in one `responders:moved`. A thousand
 * authorities at a fix per 5 s are then two pushes a second per API node, not two hundred.
 */
export function responderPushes(app: FastifyInstance, everyMs = RESPONDER_PUSH_MS): (authorityId: number) => void {
  const moved = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    const ids = [...moved];
    moved.clear();
    const responders = await listResponders(app.db, ids);
    if (responders.length > 0) app.realtime.io.to(ROOMS.gestores).emit('responders:moved', { responders });
  };
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
  return (authorityId) => {
    moved.add(authorityId);
    timer ??= setTimeout(() => {
      timer = null;
      flush().catch((err: Error) => app.log.warn({ err: err.message }, 'responder push failed'));
    }, everyMs);
  };
}
