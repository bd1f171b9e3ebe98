import { type Actor, type Db, recordEvent } from '@ppd/db';
import {
  type ApiPublishedEvent,
  type DomainEvent,
  type EventPayloads,
  type EventType,
  LIVE_PUSHED_TTL_SECONDS,
  livePushedKey,
  pushesFor,
} from '@ppd/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeServer } from './socket.ts';
import { writeBatcher } from './write-batching.ts';

/** A domain event whose transaction has committed. */
export type CommittedEvent<T extends EventType = EventType> = Pick<DomainEvent<T>, 'id' | 'type' | 'payload'>;

/** Publishes a committed event's live pushes from the API; never throws, never waits. */
export type PublishLive = (event: CommittedEvent) => void;

/** `recordEvent`, keeping what the live publish needs once the transaction has committed. */
export async function recordCommitted<T extends ApiPublishedEvent>(
  trx: Db,
  type: T,
  payload: EventPayloads[T],
  actor: Actor,
): Promise<CommittedEvent<T>> {
  return { id: await recordEvent(trx, type, payload, actor), type, payload };
}

type Broadcast = { emit(event: string, payload: unknown): boolean };

/**
 * The fast path of a live push: right after the commit, the event's room pushes go through this process's Socket.IO
 * (its own sockets at once, the other API nodes through the Redis adapter), with the same payload and `eventId` as
 * the notify worker's. Then the marker, on the adapter's own connection: Redis runs a connection's commands in
 * order, so the marker exists only if Redis took the publishes, and the worker then skips them. Without the marker
 * (Redis refused, this process died, the publish threw) the worker pushes: the outbox stays the guarantee.
 */
export function livePublisher(io: RealtimeServer, pub: Redis, log: FastifyBaseLogger): PublishLive {
  const holdWrites = writeBatcher(io);
  return (event) => {
    const pushes = pushesFor(event);
    if (pushes.length === 0) return;
    holdWrites();
    for (const push of pushes) {
      (io.to([...push.rooms]) as unknown as Broadcast).emit(push.event, { eventId: event.id, ...push.data });
    }
    pub
      .set(livePushedKey(event.id), '1', 'EX', LIVE_PUSHED_TTL_SECONDS)
      .catch((err: Error) => log.warn({ err: err.message, eventId: event.id }, 'live push left to the worker'));
  };
}

/** Guards a publisher: whatever it does, the request that committed the event goes on (the worker pushes). */
export function guarded(publish: () => PublishLive, log: FastifyBaseLogger): PublishLive {
  return (event) => {
    try {
      publish()(event);
    } catch (err) {
      log.warn({ err: (err as Error).message, eventId: event.id }, 'live push left to the worker');
    }
  };
}
