import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, freePort, OwnRedis, prepareTemplate, sleep, waitFor } from '@ppd/db/testing';
import { io, type Socket } from 'socket.io-client';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Whatever happens to the benchmark, the processes it started do not outlive it.
const children = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export { freePort, sleep } from '@ppd/db/testing';

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 600_000) {
  await waitFor(check, { what, timeoutMs, intervalMs: 50 });
}

/** A redis-server of the benchmark's own: no other process's workers take its jobs. */
export const ownRedis = (durable = false) => OwnRedis.start({ durable });

/** A fresh migrated database (cloned from the test template). */
export async function ownDatabase() {
  await prepareTemplate();
  return createTestDatabase();
}

/** Prints the calibration under `bench`, then runs `run` on a fresh database of its own, dropped however it ends. */
export async function onOwnDatabase(bench: string, run: (database: OwnDatabase) => Promise<void>) {
  printCalibration(bench);
  const database = await ownDatabase();
  try {
    await run(database);
  } finally {
    await database.drop();
  }
}

export type OwnDatabase = Awaited<ReturnType<typeof ownDatabase>>;

/**
 * The Redis pair as deployed (docker-compose.yml): the queues' fsyncs every write before its reply, and a live Redis
 * keeping nothing holds rate counters, pub/sub and markers. BENCH_REDIS=volatile: no fsync; BENCH_LIVE_REDIS=same:
 * no live Redis (everything on the queues').
 */
async function deployedRedis() {
  const redis = await ownRedis(process.env.BENCH_REDIS !== 'volatile');
  const live = process.env.BENCH_LIVE_REDIS === 'same' ? undefined : await ownRedis();
  const queues = redis.durable ? 'fsyncs every write (as deployed)' : 'keeps nothing on disk';
  console.log(`  Redis of the queues ${queues}; ${live ? 'a live Redis beside it (as deployed)' : 'no live Redis'}`);
  return { redis, live };
}

/**
 * Prints the machine's calibration under `bench`, then makes the run's own database and Redis; `env` is what an API or
 * worker process needs to run on them. `deployedRedis`: Redis as deployed (above); otherwise one Redis, no fsync.
 */
export async function benchStores(bench: string, options: { deployedRedis?: boolean } = {}) {
  printCalibration(bench);
  const database = await ownDatabase();
  const { redis, live } = options.deployedRedis ? await deployedRedis() : { redis: await ownRedis(), live: undefined };
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    ...(live ? { LIVE_REDIS_URL: live.url } : {}),
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  /** Stops both Redis servers. */
  const destroyRedis = async () => {
    await redis.destroy();
    await live?.destroy();
  };
  return { database, redis, live, destroyRedis, db: database.db, env };
}

/** `BENCH_CPU_PROF_DIR`: each service writes a V8 CPU profile there when it exits (open it in Chrome DevTools). */
export const profiling = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];

/** A service as its own process (node with tsx as loader, so signals reach it). */
export function spawnService(entry: string, env: Record<string, string>): ChildProcess {
  return track(
    spawn(process.execPath, [...profiling, '--import', 'tsx', path.join(ROOT, entry)], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
}

/** The API as its own process on `port` (a free one unless given), with `env`; resolves once it answers. */
export async function spawnApi(env: Record<string, string>, port?: number, timeoutMs?: number) {
  const listening = port ?? (await freePort());
  const api = spawnService('services/api/src/server.ts', { ...env, PORT: String(listening), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${listening}`;
  await until(
    async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true,
    `the API at ${url}`,
    timeoutMs,
  );
  return { api, url };
}

export async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A fixed piece of CPU work timed now, printed by each benchmark before its figures: this VM's speed moves by a
 * quarter from hour to hour, and figures are comparable across runs only beside it.
 */
export function printCalibration(bench: string): void {
  const records = Array.from({ length: 10_000 }, (_, i) => ({ id: i, nombre: `Registro ${i}`, x: -89 + i / 1e4 }));
  const started = performance.now();
  for (let i = 0; i < 20; i++) JSON.parse(JSON.stringify(records));
  console.log(`${bench} calibration: 20 JSON round trips of 10,000 records in ${fmt(performance.now() - started)} ms`);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `task(i)` for i in [0, n) with `concurrency` in flight. */
export async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Wall-clock milliseconds with sub-millisecond precision: comparable between this machine's processes. */
export const wallClock = () => performance.timeOrigin + performance.now();

export interface Spread {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/** Sorts `values` in place and reads its percentiles. */
export function spread(values: number[]): Spread {
  values.sort((a, b) => a - b);
  return {
    n: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.at(-1) ?? Number.NaN,
  };
}

export const describe = (s: Spread) => `p50 ${fmt(s.p50, 1)} ms, p99 ${fmt(s.p99, 1)} ms, max ${fmt(s.max, 1)} ms`;

/** WebSocket-only Socket.IO clients, one per handshake `auth` (a token, or nothing); resolves once all are connected. */
export async function connectSockets<S extends Socket>(url: string, auths: (object | undefined)[]): Promise<S[]> {
  const sockets = auths.map((auth) => io(url, { auth, transports: ['websocket'], forceNew: true }) as S);
  await until(() => sockets.every((s) => s.connected), `${sockets.length} sockets to ${url}`, 60_000);
  return sockets;
}

/** Open loop: `send(i)` for i in [0, count) at `rate` per second, never waiting for an answer; then waits for them. */
export async function openLoop(rate: number, count: number, send: (i: number) => Promise<unknown>): Promise<void> {
  const start = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(send(i));
  }
  await Promise.all(inFlight);
}

type Reply = { id: number; result: unknown };

/** A helper process of a benchmark, spoken to by request and reply over IPC (`serveRequests` on its side). */
export function forkHelper(entry: string) {
  const child = track(fork(path.join(ROOT, entry), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
  const waiting = new Map<number, (result: unknown) => void>();
  let next = 0;
  // Requests sent before the helper listens would be lost: it says when it does.
  const ready = new Promise<void>((resolve) => {
    child.on('message', (reply: Reply | 'ready') => {
      if (reply === 'ready') resolve();
      else waiting.get(reply.id)?.(reply.result);
    });
  });
  return {
    pid: child.pid,
    async call<T>(request: object): Promise<T> {
      await ready;
      const id = next++;
      return new Promise<T>((resolve) => {
        waiting.set(id, (result) => {
          waiting.delete(id);
          resolve(result as T);
        });
        child.send({ id, ...request });
      });
    },
    stop: () => stopService(child),
  };
}

/** The helper's side of `forkHelper`: answers each request with what `handle` resolves to. */
export function serveRequests(handle: (request: { cmd: string } & Record<string, unknown>) => Promise<unknown>) {
  process.on('message', (message: { id: number; cmd: string } & Record<string, unknown>) => {
    void handle(message).then((result) => process.send?.({ id: message.id, result } satisfies Reply));
  });
  process.once('disconnect', () => process.exit(0));
  process.send?.('ready');
}

export { alertView } from '@ppd/domain/testing';
