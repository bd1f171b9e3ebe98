import { sleep } from '@ppd/db/testing';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { connectSocket } from './helpers/sockets.ts';
import { createUser } from './helpers/users.ts';

describe('an API process whose Redis subscription was lost', () => {
  const live = liveStack({ worker: false });

  it('disconnects its sockets once the subscription is back, so that their screens read afresh', async () => {
    const gestor = await createUser(live.database.db, { type: 'monitor' });
    const socket = await connectSocket(live.url, tokenFor(live.app, gestor));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const admin = new Redis(live.redis.url);
    try {
      // Only the subscription drops (pushes published meanwhile never reach this process); the socket stays up.
      expect(await admin.client('KILL', 'TYPE', 'pubsub')).toBeGreaterThan(0);
      const stillConnected = sleep(10_000).then(() => 'still connected 10 s after');
      expect(await Promise.race([reason, stillConnected])).toBe('io server disconnect');
    } finally {
      socket.close();
      admin.disconnect();
    }
  });
});
