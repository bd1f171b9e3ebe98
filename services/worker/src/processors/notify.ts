import type { Database, Db } from '@ppd/db';
import {
  type DomainEvent,
  type NotificationView,
  notificationsFor,
  pushesFor,
  ROOMS,
  type ServerToClientEvents,
} from '@ppd/domain';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Selectable } from 'kysely';
import type { Processor } from './types.ts';

/**
 * The Redis emitter publishes without returning the promise; this client keeps the promises so a job fails (and
 * is retried) when Redis refused a push, instead of losing it silently.
 */
function collectingPublisher(redis: Redis) {
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

const viewOf = (r: StoredNotification): { userId: number; view: NotificationView } => ({
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

async function storeNotifications(db: Db, event: DomainEvent): Promise<{ userId: number; view: NotificationView }[]> {
  const specs = notificationsFor(event);
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

/**
 * Pushes the event's socket events through the Redis emitter, then stores inbox messages
 * (`ON CONFLICT (event_id, user_id) DO NOTHING`) and pushes them with their ids. The room pushes do not wait for the
 * inbox write. Pushes are at least once: a retried job pushes again, with the same `eventId`.
 */
export function notifyProcessor(db: Db, publisher: Redis, opts: { key?: string } = {}): Processor {
  return async (event) => {
    const out = collectingPublisher(publisher);
    const emitter = new Emitter<ServerToClientEvents>(out.client, opts.key ? { key: opts.key } : {});
    for (const push of pushesFor(event)) {
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
