import type { Database, Db } from '@ppd/db';
import {
  type DomainEvent,
  isApiPublished,
  livePushedKey,
  type NotificationView,
  notificationsFor,
  pushesFor,
  ROOMS,
  type ServerToClientEvents,
} from '@ppd/domain';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Selectable } from 'kysely';
import { graceLeft } from '../live-handoff.ts';
import type { Processor } from './types.ts';

/**
 * The Redis emitter publishes without returning the promise; this client keeps the promises so a job fails (and
 * is retried) when Redis refused a push, instead of losing it silently.
 */
export function collectingPublisher(redis: Redis) {
  const pending: Promise<unknown>[] = [];
  return {
    client: {
      publish: (channel: string, message: Buffer | string) => {
        const published = redis.publish(channel, message);
        published.catch(() => {}); // seen by `settle`, even when the job fails before it gets there
        return pending.push(published);
      },
    },
    settle: () => Promise.all(pending),
  };
}

type Broadcast = { emit(event: string, payload: unknown): boolean };

type StoredNotification = Selectable<Database['notifications']>;

/** An inbox row as the app receives it, with its recipient. */
export const viewOf = (r: StoredNotification): { userId: number; view: NotificationView } => ({
  userId: r.user_id,
  view: {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    data: r.data as Record<string, unknown>,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at?.toISOString() ?? null,
  },
});

/**
 * The messages of recipients whose account still exists and is active (one deleted or deactivated since the event
 * gets no inbox row: it cannot sign in to read it).
 */
async function forLivingUsers<T extends { userId: number }>(db: Db, specs: readonly T[]): Promise<T[]> {
  if (specs.length === 0) return [];
  const ids = [...new Set(specs.map((n) => n.userId))];
  const active = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('inactive', '=', false)
    .execute();
  const living = new Set(active.map((u) => u.id));
  return specs.filter((n) => living.has(n.userId));
}

async function storeNotifications(db: Db, event: DomainEvent): Promise<{ userId: number; view: NotificationView }[]> {
  const specs = await forLivingUsers(db, notificationsFor(event));
  if (specs.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(
      specs.map((n) => ({
        event_id: event.id,
        user_id: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        data: JSON.stringify(n.data),
      })),
    )
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returningAll()
    .execute();
  if (inserted.length === specs.length) return inserted.map(viewOf);
  // A second run: the rows exist and are pushed again with their ids.
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('event_id', '=', event.id)
    .where(
      'user_id',
      'in',
      specs.map((n) => n.userId),
    )
    .execute();
  return rows.map(viewOf);
}

/** How long the worker leaves an event's room pushes to the API's live publish before it pushes them itself. */
export const LIVE_GRACE_MS = 1_500;

/**
 * Pushes the event's socket events through the Redis emitter, unless the API that committed it already published
 * them (its marker, `livePushedKey`): this is the fallback of the live path. A young event of the API-published
 * kinds without the marker is put back until `liveGraceMs` after its commit (the relay often outruns a busy API),
 * then pushed if still unmarked; other kinds are pushed at once.
 * Then stores inbox messages (`ON CONFLICT (event_id, user_id) DO NOTHING`) and pushes them with their ids. The room
 * pushes do not wait for the inbox write. Pushes are at least once: a retried job pushes again, same `eventId`.
 */
export function notifyProcessor(
  db: Db,
  publisher: Redis,
  opts: { key?: string; liveGraceMs?: number } = {},
): Processor {
  const grace = opts.liveGraceMs ?? LIVE_GRACE_MS;
  return async (event, job) => {
    const pushes = pushesFor(event);
    const published = pushes.length > 0 && (await publisher.exists(livePushedKey(event.id))) === 1;
    if (pushes.length > 0 && !published && job && isApiPublished(event.type)) {
      const wait = await graceLeft(db, event.id, grace);
      if (wait > 0) return job.defer(wait);
    }
    const out = collectingPublisher(publisher);
    const emitter = new Emitter<ServerToClientEvents>(out.client, opts.key ? { key: opts.key } : {});
    for (const push of published ? [] : pushes) {
      const to = emitter.to([...push.rooms]) as unknown as Broadcast;
      to.emit(push.event, { eventId: event.id, ...push.data });
    }
    const stored = await storeNotifications(db, event);
    for (const { userId, view } of stored) {
      emitter.to(ROOMS.user(userId)).emit('notification', { eventId: event.id, notification: view });
    }
    await out.settle();
  };
}
