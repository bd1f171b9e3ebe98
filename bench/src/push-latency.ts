/**
 * Push latency: an event committed (alert.assigned to one of 500 connected authorities) → its socket receives
 * alert:assigned. The API and the worker run as their own processes; events are sent at a steady rate
 * (open loop), each in its own transaction; the clock starts before the transaction. No API publishes these events,
 * so the worker runs with LIVE_GRACE_MS=0: this is the worker's push path (an API that died before its publish, and
 * every event the API does not push itself), not the relay's wait for an API's marker.
 */

import { recordEvent } from '@ppd/db';
import type { ServerToClientEvents } from '@ppd/domain';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import {
  alertView,
  benchStores,
  connectSockets,
  describe,
  fmt,
  openLoop,
  sleep,
  spawnApi,
  spawnService,
  spread,
  stopService,
  until,
} from './lib.ts';
import { insertUsers, signTokens } from './users.ts';

const EVENTS = Number(process.env.BENCH_PUSH_EVENTS ?? 10_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 250); // events per second

const { database, redis, db, env } = await benchStores('push-latency');

const gestor = (await insertUsers(db, 'monitor', 'gestor', 1))[0]!;
const authorities = await insertUsers(db, 'authority', 'autoridad', SOCKETS);
const tokens = await signTokens(env, authorities);

const worker = spawnService('services/worker/src/main.ts', { ...env, LIVE_GRACE_MS: '0' });
const { api, url } = await spawnApi(env);

console.log(`push latency: ${fmt(EVENTS)} events at ${RATE}/s, ${SOCKETS} connected sockets (one authority each)`);

const sent = new Map<number, number>();
const latencies: number[] = [];
const commits: number[] = [];
const sockets = await connectSockets<Socket<ServerToClientEvents>>(
  url,
  tokens.map((token) => ({ token })),
);
for (const socket of sockets) {
  socket.on('alert:assigned', ({ alert }) => {
    const t0 = sent.get(alert.id);
    if (t0 !== undefined) {
      latencies.push(performance.now() - t0);
      sent.delete(alert.id);
    }
  });
}
await sleep(1_000);

const assigned = (id: number, a: (typeof authorities)[number]) =>
  alertView(id, {
    status: 'ASIGNADA',
    visitor_id: gestor.id,
    autoridad_id: a.id,
    authority_name: a.email,
    authority_lastname: 'Bench',
  });

const start = performance.now();
await openLoop(RATE, EVENTS, async (i) => {
  const id = i + 1;
  const t0 = performance.now();
  sent.set(id, t0);
  await recordEvent(db, 'alert.assigned', { alert: assigned(id, authorities[i % authorities.length]!) }, gestor);
  commits.push(performance.now() - t0);
});
const sendSeconds = (performance.now() - start) / 1000;
await until(() => latencies.length >= EVENTS, 'every push', 120_000).catch(() => {});

console.log(`sent ${fmt(EVENTS)} events in ${fmt(sendSeconds, 1)} s; received ${fmt(latencies.length)}`);
console.log(`push latency ${describe(spread(latencies))}`);
console.log(`of which the commit itself: ${describe(spread(commits))}`);

// Where the time goes: event row written → inbox row written by the notify worker (relay + queue + pick-up).
const stages = await db
  .selectFrom('notifications as n')
  .innerJoin('outbox as o', 'o.id', 'n.event_id')
  .select(sql<number>`extract(epoch from (n.created_at - o.created_at)) * 1000`.as('ms'))
  .execute();
console.log(
  `of which event row → inbox row (relay, queue, worker pick-up): ${describe(spread(stages.map((r) => Number(r.ms))))}`,
);

for (const s of sockets) s.close();
await stopService(worker);
await stopService(api);
await redis.destroy();
await database.drop();
