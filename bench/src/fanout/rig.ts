/**
 * What the fan-out benchmarks share: their users and tokens, the API and worker under test, the bare Socket.IO server
 * (the floor) and the receiving processes holding the 200 gestor sockets, and the rounds alternating product and floor.
 */

import { cpuShares, type ProcessGroups } from '../cpu.ts';
import { describe, fmt, forkHelper, freePort, spawnApi, spawnService, spread, stopService, until } from '../lib.ts';
import type { FloorAddress } from './floor-server.ts';
import type { Server } from './receiver.ts';

/** Prints the spread and returns the latencies; a delivery that never came counts as slower than any that did. */
function report(label: string, ms: number[], expected: number): number[] {
  const delivered = ms.length;
  const all = ms.concat(Array<number>(Math.max(0, expected - delivered)).fill(Number.POSITIVE_INFINITY));
  console.log(`  ${label}: ${fmt(delivered)}/${fmt(expected)} deliveries, ${describe(spread(all))}`);
  return all;
}

interface Rig {
  env: Record<string, string>;
  port: number;
  tokens: string[];
  /** The event every receiving socket times. */
  event: 'alert:raised' | 'claim:changed';
  receivers: number;
  /** The queues' Redis and the live one, if any. */
  redisPids: (number | undefined)[];
  /** API processes, each with a worker, behind the Redis adapter (default 1); the receivers are split across them. */
  nodes?: number;
  /** The honest floor's database (on the product's PostgreSQL): when given, the floor server runs beside the bare one. */
  floorDatabaseUrl?: string;
}

type Taken = { index: number[]; ms: number[] };
/** Turns a receiver's figure for item `index` into a latency (NaN: not one of the phase's items). */
export type Timing = (index: number, ms: number) => number;

/** The API and worker processes of `nodes` product nodes, the first API on `port`; resolves once every API answers. */
async function startNodes(env: Record<string, string>, port: number, nodes: number) {
  const ports = [port, ...(await Promise.all(Array.from({ length: nodes - 1 }, () => freePort())))];
  const workers = ports.map(() => spawnService('services/worker/src/main.ts', env));
  const nodesUp = await Promise.all(ports.map((p) => spawnApi(env, p)));
  return { urls: nodesUp.map((n) => n.url), apis: nodesUp.map((n) => n.api), workers };
}

/** The floor server on its own database, signing in with the product's secret. */
async function startFloor(databaseUrl: string, secret: string) {
  const helper = forkHelper('bench/src/fanout/floor-server.ts');
  return { helper, address: await helper.call<FloorAddress>({ databaseUrl, secret }) };
}

/** Starts the product's nodes, the floor and bare servers and the receivers, their sockets connected to each. */
export async function startFanout(rig: Rig) {
  const { urls, apis, workers } = await startNodes(rig.env, rig.port, rig.nodes ?? 1);
  const bare = forkHelper('bench/src/fanout/bare-server.ts');
  const bareUrl = `http://127.0.0.1:${await bare.call<number>({ cmd: 'port' })}`;
  const floor = rig.floorDatabaseUrl ? await startFloor(rig.floorDatabaseUrl, rig.env.JWT_SECRET!) : undefined;
  const receivers = Array.from({ length: rig.receivers }, () => forkHelper('bench/src/fanout/receiver.ts'));
  const share = (k: number) => rig.tokens.filter((_, i) => i % rig.receivers === k);
  const serversOf = (k: number): Server[] => [
    { url: urls[k % urls.length]!, signed: true },
    ...(floor ? [{ url: floor.address.url, signed: true }] : []),
    { url: bareUrl, signed: false },
  ];
  await Promise.all(
    receivers.map((r, k) => r.call({ cmd: 'connect', servers: serversOf(k), tokens: share(k), event: rig.event })),
  );
  const pids = (children: { pid?: number | undefined }[]) => new Set(children.map((c) => c.pid));
  // The server is shared with whatever else runs on the machine: only the backends of this run's databases count.
  const databases = [rig.env.DATABASE_URL!, ...(rig.floorDatabaseUrl ? [rig.floorDatabaseUrl] : [])].map(
    (url) => ` ${new URL(url).pathname.slice(1)} `,
  );
  const [apiPids, workerPids, receiverPids] = [pids(apis), pids(workers), pids(receivers)];
  /** Every process of the run: on two cores, where the CPU goes explains the latencies. */
  const processes: ProcessGroups = {
    API: (pid) => apiPids.has(pid),
    worker: (pid) => workerPids.has(pid),
    'floor server': (pid) => pid === floor?.helper.pid,
    'bare server': (pid) => pid === bare.pid,
    receivers: (pid) => receiverPids.has(pid),
    'PostgreSQL (this run)': (_, command) =>
      command.startsWith('postgres: ') && databases.some((name) => command.includes(name)),
    Redis: (pid) => rig.redisPids.includes(pid),
    'load generator': (pid) => pid === process.pid,
  };

  /** Waits for every delivery of the phase (or a minute), then takes its latencies from every receiver. */
  async function collect(phase: string, expected: number): Promise<Taken[]> {
    const count = async () =>
      (await Promise.all(receivers.map((r) => r.call<number>({ cmd: 'count', phase })))).reduce((a, b) => a + b, 0);
    await until(async () => (await count()) >= expected, `the ${phase} deliveries`, 60_000).catch(() => {});
    return Promise.all(receivers.map((r) => r.call<Taken>({ cmd: 'take', phase })));
  }

  /** Runs one side of a round, then prints its deliveries' spread and the CPU each process used meanwhile. */
  async function measure(label: string, phase: string, expected: number, run: () => Promise<Timing | undefined>) {
    await collect(phase, 0); // what the unmeasured pushes (warm-up, pace) left in a phase that is not theirs alone
    const cpu = cpuShares(processes);
    const timing = await run();
    const taken = await collect(phase, expected);
    const used = cpu();
    const ms = taken.flatMap((t) => (timing ? t.index.map((i, k) => timing(i, t.ms[k]!)) : t.ms));
    const latencies = report(
      label,
      ms.filter((m) => !Number.isNaN(m)),
      expected,
    );
    console.log(`    CPU (share of a core): ${used.line}`);
    return { latencies, taken, cpu: used.ms };
  }

  async function stop() {
    await Promise.all([...receivers, bare, ...(floor ? [floor.helper] : [])].map((h) => h.stop()));
    await Promise.all(workers.map(stopService));
    await Promise.all(apis.map(stopService));
  }
  return { url: urls[0]!, urls, bare, floor: floor?.address, measure, stop };
}
