import type { Db } from '@ppd/db';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { describe, spread } from '../lib.ts';

/** One alert of the product phase, as the load generator and the receivers saw it (wall-clock ms). */
export interface Sent {
  t0: number;
  answered: number;
  received: number[];
}

interface Stamps {
  created: number;
  claimed: number;
  /** When its notify job finished; none when the relay left the job out (the API had pushed it). */
  finished?: number;
}

/** When the API's transaction began and the relay's claimed the row (`now()` is a transaction's start). */
async function outboxStamps(db: Db, phase: string) {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      sql<string>`payload->'alert'->>'comentario_visitante'`.as('comment'),
      sql<number>`extract(epoch from created_at) * 1000`.as('created'),
      sql<number>`extract(epoch from sent_at) * 1000`.as('claimed'),
    ])
    .where('type', '=', 'alert.raised')
    .where(sql<string>`payload->'alert'->>'comentario_visitante'`, 'like', `${phase}|%`)
    .execute();
  return rows.map((r) => ({ ...r, index: Number(r.comment.split('|')[1]) }));
}

/** Where each alert's time went, hop by hop, from the outbox row and the notify job (BullMQ keeps its stamps). */
export async function hops(db: Db, redisUrl: string, phase: string, sent: Sent[]): Promise<void> {
  const notify = new Queue('notify', { connection: { url: redisUrl } });
  const stamps = new Map<number, Stamps>();
  for (const row of await outboxStamps(db, phase)) {
    const job = await notify.getJob(row.id);
    stamps.set(row.index, {
      created: Number(row.created),
      claimed: Number(row.claimed),
      finished: job?.finishedOn,
    });
  }
  await notify.close();
  // The live path: the API publishes right after its commit; the durable path (relay, queue, worker) runs beside it
  // and pushes only what the API could not (its marker tells the worker).
  const steps: [string, (s: Sent, h: Stamps) => number | undefined][] = [
    ['HTTP sent → API transaction begins', (s, h) => h.created - s.t0],
    ['transaction begins → HTTP answer', (s, h) => s.answered - h.created],
    ['transaction begins → first socket receives (live)', (s, h) => Math.min(...s.received) - h.created],
    ['first → last of the sockets', (s) => Math.max(...s.received) - Math.min(...s.received)],
    ['(durable: transaction begins → relay claims)', (_, h) => h.claimed - h.created],
    ['(durable: relay claims → notify job finished)', (_, h) => h.finished && h.finished - h.claimed],
  ];
  const jobs = [...stamps.values()].filter((h) => h.finished).length;
  console.log(`    notify jobs: ${jobs} of ${stamps.size} events (the relay leaves out the ones the API pushed)`);
  for (const [label, of] of steps) {
    const values = sent.flatMap((s, i) => {
      const h = stamps.get(i);
      const value = h && s.received.length > 0 ? of(s, h) : undefined;
      return value === undefined ? [] : [value];
    });
    console.log(`    ${label.padEnd(52)} ${values.length > 0 ? describe(spread(values)) : 'none'}`);
  }
}
