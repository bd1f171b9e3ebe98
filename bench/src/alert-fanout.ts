/**
 * Alert fan-out: a visitor raises an alert over HTTP with the reference client (POST /api/app/alerts) → each of
 * 200 connected gestor sockets receives alert:raised. The API and the worker run as their own processes; alerts
 * are sent open loop at 50/s and at 500/s; the clock starts before the HTTP call. Beside it, in the same run, a
 * bare Socket.IO server broadcasts the same payload at the same rates to 200 sockets of its own: the floor.
 */
import { createServer } from 'node:http';
import { buildApp } from '@ppd/api';
import { loadConfig } from '@ppd/api/src/config.ts';
import { claimsFor } from '@ppd/api/src/plugins/auth.ts';
import { AppClient } from '@ppd/client';
import type { AlertView, ServerToClientEvents } from '@ppd/domain';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { fmt, freePort, ownDatabase, ownRedis, percentile, sleep, spawnService, stopService, until } from './lib.ts';

const SOCKETS = Number(process.env.BENCH_GESTORES ?? 200);
const RATES = (process.env.BENCH_ALERT_RATES ?? '50,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ALERT_SECONDS ?? 5);

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

const gestores = await db
  .insertInto('users')
  .values(
    Array.from({ length: SOCKETS }, (_, i) => ({
      type: 'monitor' as const,
      email: `gestor.${i}@example.org`,
      password_hash: 'x',
      name: `Gestor ${i}`,
      last_name: 'Bench',
    })),
  )
  .returning(['id', 'type', 'email', 'is_admin', 'password_changed_at'])
  .execute();
const visitor = await db
  .insertInto('users')
  .values({
    type: 'visitor',
    email: 'visitante@example.org',
    password_hash: 'x',
    name: 'Visitante',
    last_name: 'Bench',
  })
  .returning(['id', 'type', 'email', 'is_admin', 'password_changed_at'])
  .executeTakeFirstOrThrow();
const type = await db
  .insertInto('alert_types')
  .values({ tipo_alerta: 'Seguridad' })
  .returning('id')
  .executeTakeFirstOrThrow();

// Tokens as the API signs them (same secret), without 201 sign-ins.
const signer = await buildApp(loadConfig({ ...process.env, ...env }));
const tokens = gestores.map((g) => signer.jwt.sign(claimsFor(g)));
const visitorToken = signer.jwt.sign(claimsFor(visitor));
await signer.close();

const api = spawnService('services/api/src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
const worker = spawnService('services/worker/src/main.ts', env);
const url = `http://127.0.0.1:${port}`;
await until(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 'the API');

/** Open loop: `send(i)` at `rate` per second for SECONDS; then waits for every delivery (or gives up). */
async function drive(rate: number, send: (i: number) => Promise<unknown>, delivered: () => number, expected: number) {
  const n = Math.round(rate * SECONDS);
  const start = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(send(i));
  }
  await Promise.all(inFlight);
  await until(() => delivered() >= expected * n, 'every delivery', 60_000).catch(() => {});
  return n;
}

function summary(label: string, latencies: number[], expected: number) {
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(
    `${label}: ${fmt(latencies.length)}/${fmt(expected)} deliveries, p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(latencies.at(-1) ?? Number.NaN, 1)} ms`,
  );
  return { p50, p99 };
}

// ── the product: HTTP → transaction + outbox → relay → BullMQ → notify → Redis → Socket.IO → 200 gestores ──
const boards: Socket<ServerToClientEvents>[] = tokens.map((token) =>
  io(url, { auth: { token }, transports: ['websocket'], forceNew: true }),
);
await until(() => boards.every((s) => s.connected), 'every gestor socket', 60_000);

const reporter = new AppClient(url);
reporter.token = visitorToken;
reporter.type = 'visitor';
let sentAt = new Map<string, number>();
let latencies: number[] = [];
for (const socket of boards) {
  socket.on('alert:raised', ({ alert }) => {
    const t0 = sentAt.get(alert.comentario_visitante);
    if (t0 !== undefined) latencies.push(performance.now() - t0);
  });
}

// ── the floor: a bare Socket.IO server in this process, no Redis, no database ──
const bareHttp = createServer();
const bare = new Server(bareHttp, { serveClient: false });
const barePort = await freePort();
await new Promise<void>((r) => bareHttp.listen(barePort, '127.0.0.1', r));
const bareClients: Socket[] = Array.from({ length: SOCKETS }, () =>
  io(`http://127.0.0.1:${barePort}`, { transports: ['websocket'], forceNew: true }),
);
await until(() => bareClients.every((s) => s.connected), 'every bare socket', 60_000);
let bareLatencies: number[] = [];
for (const socket of bareClients) {
  socket.on('alert:raised', ({ alert, t0 }: { alert: AlertView; t0: number }) => {
    bareLatencies.push(performance.now() - t0);
    void alert;
  });
}
const sample = (i: number): AlertView => ({
  id: i,
  status: 'ABIERTA',
  fecha_alerta: new Date().toISOString(),
  alerta_type: 'Seguridad',
  lat: 19.41,
  lon: -99.2,
  comentario_visitante: `bench-${i}`,
  comentario_autoridad: null,
  visitor_id: visitor.id,
  user_info: { name: 'Visitante', last_name: 'Bench' },
  autoridad_id: null,
  authority_name: null,
  authority_lastname: null,
});

// Warm-up (JIT, pools, first queries), not measured.
for (let i = 0; i < 20; i++)
  await reporter.raiseAlert({ alert_type_id: type.id, lat: 19.41, lon: -99.2, comentario: `warm-${i}` });
await sleep(1_000);
console.log(`alert fan-out: ${SOCKETS} gestor sockets, ${SECONDS} s per rate, alerts raised over HTTP by @ppd/client`);
for (const rate of RATES) {
  sentAt = new Map();
  latencies = [];
  const n = await drive(
    rate,
    (i) => {
      const key = `r${rate}-${i}`;
      sentAt.set(key, performance.now());
      return reporter.raiseAlert({ alert_type_id: type.id, lat: 19.41, lon: -99.2, comentario: key }).catch(() => {});
    },
    () => latencies.length / SOCKETS,
    1,
  );
  const ours = summary(`  product @ ${rate}/s (${n} alerts)`, latencies, n * SOCKETS);

  bareLatencies = [];
  await drive(
    rate,
    async (i) => {
      bare.emit('alert:raised', { eventId: `e${i}`, alert: sample(i), t0: performance.now() });
    },
    () => bareLatencies.length / SOCKETS,
    1,
  );
  const floor = summary(`  bare Socket.IO @ ${rate}/s`, bareLatencies, n * SOCKETS);
  console.log(
    `  ratio product/bare @ ${rate}/s: p50 ${fmt(ours.p50 / floor.p50, 1)}x, p99 ${fmt(ours.p99 / floor.p99, 1)}x`,
  );
  await sleep(1_000);
}

for (const s of [...boards, ...bareClients]) s.close();
bare.close();
await stopService(worker);
await stopService(api);
await redis.stop();
await database.drop();
process.exit(0);
