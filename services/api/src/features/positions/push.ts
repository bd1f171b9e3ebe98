import { RESPONDER_PUSH_MS, ROOMS } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import { listResponders } from './queries.ts';

/**
 * Coalesces the boards' position pushes: the authorities who sent a fix are collected and one read of their latest
 * fixes goes to `gestores` in one `responders:moved`, at once when the last push is RESPONDER_PUSH_MS old, else when
 * it will be. A lone fix is on the boards at once; a thousand authorities at a fix per 5 s are four pushes a second
 * per API node, not two hundred.
 */
export function responderPushes(app: FastifyInstance, everyMs = RESPONDER_PUSH_MS): (authorityId: number) => void {
  const moved = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let lastPush = Number.NEGATIVE_INFINITY;
  const flush = async () => {
    lastPush = Date.now();
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
    timer ??= setTimeout(
      () => {
        timer = null;
        flush().catch((err: Error) => app.log.warn({ err: err.message }, 'responder push failed'));
      },
      Math.max(0, lastPush + everyMs - Date.now()),
    );
  };
}
