import type { ClientToServerEvents, HandshakeErrorData, RoomAck, ServerToClientEvents } from '@ppd/domain';
import { messages, ROOMS, roomsOf, STAFF } from '@ppd/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type SessionUser, sessionFromToken } from './auth.ts';
import { AppError } from './errors.ts';
import { guarded, livePublisher, type PublishLive } from './live.ts';

export interface SocketData {
  user: SessionUser;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Whether a non-staff user may follow an alert (its chat room); the alerts feature sets it. */
export type AlertAccess = (user: SessionUser, alertId: number) => Promise<boolean>;

export interface Realtime {
  io: RealtimeServer;
  /** Staff may follow any alert; others as this says (the assigned authority, the alert's visitor). Default: no. */
  setAlertAccess(check: AlertAccess): void;
  /** The fast path of live pushes (plugins/live.ts); tests replace it to make it fail. */
  publish: PublishLive;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Call after a commit with the committed event: its pushes go out now, or the worker's fallback sends them. */
    publishLive: PublishLive;
  }
}

// Timers longer than this fire at once in Node; a token valid for longer is simply not timed.
const MAX_TIMER_MS = 2 ** 31 - 1;

function handshakeError(err: unknown): Error & { data: HandshakeErrorData } {
  const known =
    err instanceof AppError && ['TokenExpiredError', 'InvalidTokenError', 'JsonWebTokenError'].includes(err.name);
  const data = {
    name: known ? (err.name as HandshakeErrorData['name']) : 'JsonWebTokenError',
    message: known ? err.message : messages.auth.tokenExpired,
  };
  return Object.assign(new Error(data.message), { data });
}

const FIRE_AND_FORGET = new Set(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

/** The client with a failure handler on the commands the adapter sends and never awaits. */
function handledCommands(client: Redis, onError: (err: Error) => void): Redis {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (typeof prop !== 'string' || !FIRE_AND_FORGET.has(prop)) return value.bind(target);
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        (result as Promise<unknown> | undefined)?.catch?.(onError);
        return result;
      };
    },
  });
}

/**
 * Redis pub/sub keeps nothing for a subscriber that is away: while this process's subscription reconnects, pushes
 * for its sockets are lost, and they stay connected, so nothing tells them. Once it is back, they are disconnected:
 * the client connects again and reads the screen afresh (`onConnect` in web/src/lib/realtime.ts).
 */
function resyncAfterSubscriberLoss(sub: Redis, io: RealtimeServer, app: FastifyInstance) {
  // Not on the first subscription: a process's first moments miss nothing worth it, and disconnecting then raced the
  // first sockets' connections (a socket that connected just before was closed under the client's feet).
  let subscribedBefore = false;
  sub.on('ready', () => {
    const lost = subscribedBefore;
    subscribedBefore = true;
    if (!lost || io.engine.clientsCount === 0) return;
    app.log.warn('socket redis subscription restored: local sockets reconnect to read afresh');
    io.local.disconnectSockets();
  });
}

const tokenOf = (socket: Pick<RealtimeSocket, 'handshake'>) => {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  const header = socket.handshake.headers['x-access-token'];
  return typeof fromAuth === 'string' ? fromAuth : typeof header === 'string' ? header : undefined;
};

/**
 * Socket.IO on the API's HTTP server, over the Redis adapter so that every API process shares rooms and the
 * worker's Redis emitter reaches them all. The handshake carries the same JWT as HTTP and is checked the same way.
 */
export default fp(async (app: FastifyInstance, opts: { redisUrl: string }) => {
  // While Redis is down the API keeps serving HTTP; the subscriptions wait for Redis however long it takes (an
  // API started during an outage must still hear the worker's pushes after it). The adapter fires its commands
  // without handling their failure: `handled` does.
  // The publishes and live-push markers of one event-loop turn leave as one write (auto-pipelining keeps their order,
  // which the marker's guarantee needs), not a system call each: a tenth of the API's CPU on the live path.
  const pub = new Redis(opts.redisUrl, { enableAutoPipelining: true });
  const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  for (const client of [pub, sub]) client.on('error', (err) => app.log.debug({ err: err.message }, 'socket redis'));
  const handled = (client: Redis) =>
    handledCommands(client, (err) => app.log.warn({ err: err.message }, 'socket redis'));

  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    adapter: createAdapter(handled(pub), handled(sub)),
  });
  resyncAfterSubscriberLoss(sub, io, app);
  let alertAccess: AlertAccess = async () => false;

  io.use((socket, next) => {
    sessionFromToken(app, tokenOf(socket)).then(
      ({ session, expiresAt }) => {
        socket.data.user = session;
        if (expiresAt !== null && expiresAt - Date.now() < MAX_TIMER_MS) {
          // A socket lives no longer than its token; the client then needs a new sign-in.
          const timer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
          socket.once('disconnect', () => clearTimeout(timer));
        }
        next();
      },
      (err) => next(handshakeError(err)),
    );
  });

  // A socket lives no longer than its session: when an account changes (deactivated, deleted, a new password), this
  // process checks its sockets of that account again and closes those whose token is now refused. A failure to
  // check (the database away) closes nothing.
  const recheck = async (accountId: number | null) => {
    const scope = accountId === null ? io.local : io.local.in(ROOMS.user(accountId));
    for (const socket of await scope.fetchSockets()) {
      const refused = await sessionFromToken(app, tokenOf(socket)).then(
        () => false,
        (err) => err instanceof AppError,
      );
      if (refused) socket.disconnect(true);
    }
  };
  app.accounts.onChange((accountId) => {
    recheck(accountId).catch((err: Error) => app.log.warn({ err: err.message, accountId }, 'socket recheck failed'));
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    socket.join(roomsOf(user));

    socket.on('alert:join', async (alertId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (!Number.isSafeInteger(alertId) || alertId <= 0) {
        return reply({ ok: false, error: 'ValidationError', message: messages.validation.invalid });
      }
      const allowed = STAFF.includes(user.type) || (await alertAccess(user, alertId).catch(() => false));
      if (!allowed) return reply({ ok: false, error: 'Forbidden', message: messages.auth.forbidden } satisfies RoomAck);
      await socket.join(ROOMS.alert(alertId));
      reply({ ok: true });
    });

    socket.on('alert:leave', async (alertId, ack) => {
      if (Number.isSafeInteger(alertId)) await socket.leave(ROOMS.alert(alertId));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  const realtime: Realtime = {
    io,
    setAlertAccess: (check: AlertAccess) => {
      alertAccess = check;
    },
    publish: livePublisher(io, pub, app.log),
  };
  app.decorate('realtime', realtime);
  app.decorate(
    'publishLive',
    guarded(() => realtime.publish, app.log),
  );

  // Before the HTTP server stops: disconnect this process's sockets, so open websockets do not hold it open.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    pub.disconnect();
    sub.disconnect();
  });
});
