import { ROOMS } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import { releaseClaimsOf } from './service.ts';

/**
 * Releases the claims of a gestor whose sockets have all been gone for the grace: a closed tab, a lost connection,
 * a crashed API node. Every API node checks every holder (sockets are counted across nodes by the Redis adapter);
 * a holder seen without sockets is released only when a later check, the grace after the first, still finds none, and
 * the release's DELETE lets one node win. A failed count (a node not answering) releases nothing.
 */
export function lapseClaims(app: FastifyInstance, graceMs: number): void {
  const goneSince = new Map<number, number>();
  let running = false;

  // This node's own sockets first: only a holder with none here costs a request to every node.
  const connected = async (userId: number) => {
    const room = ROOMS.user(userId);
    const { io } = app.realtime;
    return (await io.local.in(room).fetchSockets()).length > 0 || (await io.in(room).fetchSockets()).length > 0;
  };

  const check = async () => {
    const holders = await app.db.selectFrom('claims').select('holder_id').distinct().execute();
    const now = Date.now();
    for (const [userId] of goneSince) if (!holders.some((h) => h.holder_id === userId)) goneSince.delete(userId);
    for (const { holder_id: userId } of holders) {
      if (await connected(userId)) {
        goneSince.delete(userId);
        continue;
      }
      const since = goneSince.get(userId) ?? now;
      goneSince.set(userId, since);
      if (now - since < graceMs) continue;
      goneSince.delete(userId);
      await releaseClaimsOf(app.db, userId, 'lapsed', app.publishLive, new Date(now - graceMs));
    }
  };

  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      check()
        .catch((err: Error) => app.log.warn({ err: err.message }, 'claim lapse check failed'))
        .finally(() => {
          running = false;
        });
    },
    Math.max(50, graceMs / 4),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
