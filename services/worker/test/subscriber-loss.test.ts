import { sleep } from '@ppd/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type FastifyInstance, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { connectSocket } from './helpers/sockets.ts';
import { createUser } from './helpers/users.ts';

describe('an API process whose Redis subscription was lost', () => {
  const own = ownDatabaseAndRedis();
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await buildTestApp(own.database.url, own.redis.url);
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('disconnects its sockets once the subscription is back, so that their screens read afresh', async () => {
    const gestor = await createUser(own.database.db, { type: 'monitor' });
    const socket = await connectSocket(url, tokenFor(app, gestor));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const admin = new Redis(own.redis.url);
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
