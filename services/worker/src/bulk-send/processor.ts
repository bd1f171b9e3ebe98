import type { Db } from '@ppd/db';
import { materialiseAudience } from '@ppd/db';
import { type DomainEvent, ROOMS, type ServerToClientEvents } from '@ppd/domain';
import { Emitter } from '@socket.io/redis-emitter';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { defineJob } from '../jobs.ts';
import { collectingPublisher } from '../processors/notify.ts';
import type { Processor } from '../processors/types.ts';
import { JOB_OPTIONS } from '../queues.ts';
import { type ChunkJob, type ChunkOutcome, chunkJobPayload, deliverChunk } from './chunk.ts';

/** Chunk jobs share the `bulk-send` queue with the send events the relay adds; their name tells them apart. */
export const CHUNK_JOB = 'bulk-send.chunk';
/** Deterministic: the same chunk of the same send is one job while BullMQ remembers it. */
export const chunkJobId = (sendId: number, chunk: number) => `bulk-${sendId}-${chunk}`;

export const bulkSendQueue = (connection: Redis, prefix: string) => {
  const queue = new Queue('bulk-send', { connection, prefix, defaultJobOptions: JOB_OPTIONS['bulk-send'] });
  queue.on('error', () => {}); // the job that met the failure fails and is retried
  return queue;
};

/**
 * A send event (any event whose payload carries `sendId`): materialise the audience once, then queue one job per
 * chunk. A re-run finds the send no longer pending and re-adds the same job ids, which BullMQ ignores.
 */
async function plan(db: Db, queue: Queue, event: DomainEvent): Promise<ChunkOutcome['progress'] | null> {
  const sendId = (event.payload as { sendId?: unknown }).sendId;
  if (typeof sendId !== 'number') throw new Error(`${event.type} reached bulk-send without a sendId`);
  const send = await db.selectFrom('bulk_sends').select('filter').where('id', '=', sendId).executeTakeFirst();
  if (!send) return null;
  await materialiseAudience(db, sendId, send.filter);
  const s = await db
    .selectFrom('bulk_sends')
    .select(['kind', 'target_id', 'total', 'sent', 'status', 'chunk_size'])
    .where('id', '=', sendId)
    .executeTakeFirstOrThrow();
  const chunks = Math.ceil(s.total / s.chunk_size);
  const jobs = Array.from({ length: chunks }, (_, chunk) => ({
    name: CHUNK_JOB,
    data: { sendId, chunk, eventId: event.id } satisfies ChunkJob,
    opts: { jobId: chunkJobId(sendId, chunk) },
  }));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  return chunks === 0 ? { kind: s.kind, id: s.target_id, sendId, sent: 0, total: 0, done: true } : null;
}

/** Runs `send` with an emitter whose pushes are published together once it is done. */
async function pushing(publisher: Redis, send: (emitter: Emitter<ServerToClientEvents>) => Promise<void>) {
  const out = collectingPublisher(publisher);
  await send(new Emitter<ServerToClientEvents>(out.client));
  await out.settle();
}

/** Materialises a send event's audience and queues its chunks; an empty audience ends the send at once. */
export function bulkSendProcessor(db: Db, publisher: Redis, queue: Queue): Processor {
  return (event) =>
    pushing(publisher, async (emitter) => {
      const empty = await plan(db, queue, event);
      const createdBy =
        empty &&
        (await db.selectFrom('bulk_sends').select('created_by').where('id', '=', empty.sendId).executeTakeFirst())
          ?.created_by;
      if (empty && createdBy)
        emitter.to(ROOMS.user(createdBy)).emit('send:progress', { eventId: event.id, progress: empty });
    });
}

/** Delivers one chunk of a send: inbox rows, then `notification` and `send:progress` pushes. */
export const chunkJob = (db: Db, publisher: Redis) =>
  defineJob({
    name: CHUNK_JOB,
    queue: 'bulk-send',
    payload: chunkJobPayload,
    handle: (chunk) =>
      pushing(publisher, async (emitter) => {
        const outcome = await deliverChunk(db, chunk);
        if (!outcome) return;
        for (const { userId, view } of outcome.delivered) {
          emitter.to(ROOMS.user(userId)).emit('notification', { eventId: chunk.eventId, notification: view });
        }
        if (outcome.createdBy !== null) {
          // One progress push per chunk, each its own id: clients drop a push whose id they have seen.
          emitter
            .to(ROOMS.user(outcome.createdBy))
            .emit('send:progress', { eventId: `${chunk.eventId}:${chunk.chunk}`, progress: outcome.progress });
        }
      }),
  });
