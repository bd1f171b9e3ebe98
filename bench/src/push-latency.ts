/**
 * Push latency: an event committed (alert.assigned to one of 500 connected authorities) → its socket receives
 * alert:assigned. The API and the worker run as their own processes; events are sent at a steady rate
 * (open loop), each in its own transaction; the clock starts before the transaction.
 */

import { buildApp } from '@ppd/api';
import { loadConfig } from '@ppd/api/src/config.ts';
import { claimsFor } from '@ppd/api/src/plugins/auth.ts';
import { recordEvent } from '@ppd/db';
import type { AlertView, ServerToClientEvents } from '@ppd/domain';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { fmt, freePort, ownDatabase, ownRedis, percentile, sleep, spawnService, stopService, until } from './lib.ts';

const EVENTS = Number(process.env.BENCH_PUSH_EVENTS ?? 10_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 250); // events per second

const database = await ownDatabase();
const redis = await ownRedis();
const { db } = database;
const port = await freePort();
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  JWT_SECRET: 'bench-secret',
};

const gestor = await db
  .insertInto('users')
  .values({ type: 'monitor', email: 'gestor.bench@example.org', password_hash: 'x', name: 'Gestor', last_name: '' })
  .returning(['id', 'email'])
  .executeTakeFirstOrThrow();
const authorities = await db
  .insertInto('users')
  .values(
    Array.from({ length: SOCKETS }, (_, i) => ({
      type: 'authority' as const,
      email: `autoridad.${i}@example.org`,
      password_hash: 'x',
      name: `Autoridad ${i}`,
      last_name: 'Bench',
    })),
  )
  .returning(['id', 'type', 'email', 'is_admin', 'password_changed_at'])
  .execute();

// Tokens as the API signs them (same secret), without going through 500 logins.
const signer = await buildApp(loadConfig({ ...process.env, ...env }));
const tokens = authorities.map((a) => signer.jwt.sign(claimsFor(a)));
await signer.close();

const api = spawnService('services/api/src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
const worker = spawnService('services/worker/src/main.ts', env);
const url = `http://127.0.0.1:${port}`;
await until(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 'the API');

console.log(`push latency: ${fmt(EVENTS)} events at ${RATE}/s, ${SOCKETS} connected sockets (one authority each)`);

const sent = new Map<number, number>();
const latencies: number[] = [];
const commits: number[] = [];
const sockets: Socket<ServerToClientEvents>[] = [];
for (const token of tokens) {
  const socket: Socket<ServerToClientEvents> = io(url, { auth: { token }, transports: ['websocket'], forceNew: true });
  socket.on('alert:assigned', ({ alert }) => {
    const t0 = sent.get(alert.id);
    if (t0 !== undefined) {
      latencies.push(performance.now() - t0);
      sent.delete(alert.id);
    }
  });
  sockets.push(socket);
}
await until(() => sockets.every((s) => s.connected), 'every socket to connect', 60_000);
await sleep(1_000);

const alert = (id: number, a: (typeof authorities)[number]): AlertView => ({
  id,
  status: 'ASIGNADA',
  fecha_alerta: new Date().toISOString(),
  alerta_type: 'Seguridad',
  lat: 19.41,
  lon: -99.2,
  comentario_visitante: 'Prueba de carga',
  comentario_autoridad: null,
  visitor_id: gestor.id,
  user_info: { name: 'Visitante', last_name: 'Bench' },
  autoridad_id: a.id,
  authority_name: a.email,
  authority_lastname: 'Bench',
});

const start = performance.now();
const inFlight: Promise<unknown>[] = [];
for (let i = 0; i < EVENTS; i++) {
  const due = start + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  const id = i + 1;
  const a = authorities[i % authorities.length]!;
  const t0 = performance.now();
  sent.set(id, t0);
  inFlight.push(
    recordEvent(db, 'alert.assigned', { alert: alert(id, a) }, gestor).then(() => commits.push(performance.now() - t0)),
  );
  if (inFlight.length > 200) await Promise.all(inFlight.splice(0, 100));
}
await Promise.all(inFlight);
const sendSeconds = (performance.now() - start) / 1000;
await until(() => latencies.length >= EVENTS, 'every push', 120_000).catch(() => {});

latencies.sort((x, y) => x - y);
commits.sort((x, y) => x - y);
console.log(`sent ${fmt(EVENTS)} events in ${fmt(sendSeconds, 1)} s; received ${fmt(latencies.length)}`);
console.log(
  `push latency p50 ${fmt(percentile(latencies, 50), 1)} ms, p90 ${fmt(percentile(latencies, 90), 1)} ms, ` +
    `p99 ${fmt(percentile(latencies, 99), 1)} ms, max ${fmt(latencies.at(-1) ?? Number.NaN, 1)} ms`,
);
console.log(
  `of which the commit itself: p50 ${fmt(percentile(commits, 50), 1)} ms, p99 ${fmt(percentile(commits, 99), 1)} ms`,
);

// Where the time goes: event row written → inbox row written by the notify worker (relay + queue + pick-up).
const stages = await db
  .selectFrom('notifications as n')
  .innerJoin('outbox as o', 'o.id', 'n.event_id')
  .select(sql<number>`extract(epoch from (n.created_at - o.created_at)) * 1000`.as('ms'))
  .execute();
const toInbox = stages.map((r) => Number(r.ms)).sort((x, y) => x - y);
console.log(
  `of which event row → inbox row (relay, queue, worker pick-up): p50 ${fmt(percentile(toInbox, 50), 1)} ms, ` +
    `p99 ${fmt(percentile(toInbox, 99), 1)} ms`,
);

for (const s of sockets) s.close();
await stopService(worker);
await stopService(api);
await redis.stop();
await database.drop();
