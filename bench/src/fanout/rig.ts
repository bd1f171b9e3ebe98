/**
 * What the fan-out benchmarks share: their users and tokens, the API and worker under test, the bare Socket.IO server
 * (the floor) and the receiving processes holding the 200 gestor sockets, and the rounds alternating product and floor.
 */

import { buildApp } from '@ppd/api';
import { claimsFor, loadConfig } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { cpuShares, type ProcessGroups } from '../cpu.ts';
import { describe, fmt, forkHelper, type Spread, sleep, spawnService, spread, stopService, until } from '../lib.ts';

const RETURNED = ['id', 'type', 'email', 'is_admin', 'sessions_valid_from', 'name', 'last_name'] as const;

/** `n` users of a type, e-mails `<prefix>.<i>@example.org`. */
export const insertUsers = (db: Db, type: 'monitor' | 'visitor', prefix: string, n: number) =>
  db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        type,
        email: `${prefix}.${i}@example.org`,
        password_hash: 'x',
        name: `${prefix}.${i}`,
        last_name: 'Bench',
      })),
    )
    .returning(RETURNED)
    .execute();

type BenchUser = Awaited<ReturnType<typeof insertUsers>>[number];

/** Tokens as the API signs them (same secret), without a sign-in per user. */
export async function signTokens(env: Record<string, string>, users: BenchUser[]): Promise<string[]> {
  const signer = await buildApp(loadConfig({ ...process.env, ...env }));
  const tokens = users.map((u) => signer.jwt.sign(claimsFor(u)));
  await signer.close();
  return tokens;
}

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
  redisPid: number | undefined;
}

type Taken = { index: number[]; ms: number[] };
/** Turns a receiver's figure for item `index` into a latency (NaN: not one of the phase's items). */
export type Timing = (index: number, ms: number) => number;

/** Starts the API, the worker, the bare server and the receivers, their sockets connected to both. */
export async function startFanout(rig: Rig) {
  const url = `http://127.0.0.1:${rig.port}`;
  const api = spawnService('services/api/src/server.ts', { ...rig.env, PORT: String(rig.port), HOST: '127.0.0.1' });
  const worker = spawnService('services/worker/src/main.ts', rig.env);
  await until(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 'the API');
  const bare = forkHelper('bench/src/fanout/bare-server.ts');
  const bareUrl = `http://127.0.0.1:${await bare.call<number>({ cmd: 'port' })}`;
  const receivers = Array.from({ length: rig.receivers }, () => forkHelper('bench/src/fanout/receiver.ts'));
  const share = (k: number) => rig.tokens.filter((_, i) => i % rig.receivers === k);
  await Promise.all(
    receivers.map((r, k) => r.call({ cmd: 'connect', productUrl: url, bareUrl, tokens: share(k), event: rig.event })),
  );
  const receiverPids = new Set(receivers.map((r) => r.pid));
  /** Every process of the run: on two cores, where the CPU goes explains the latencies. */
  const processes: ProcessGroups = {
    API: (pid) => pid === api.pid,
    worker: (pid) => pid === worker.pid,
    'bare server': (pid) => pid === bare.pid,
    receivers: (pid) => receiverPids.has(pid),
    PostgreSQL: (_, command) => /^postgres[: ]|\/postgres /.test(command),
    Redis: (pid) => pid === rig.redisPid,
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
    console.log(`    CPU (share of a core): ${used}`);
    return { latencies, taken };
  }

  async function stop() {
    await Promise.all([...receivers, bare].map((h) => h.stop()));
    await stopService(worker);
    await stopService(api);
  }
  return { url, bare, measure, stop };
}

interface Rounds {
  rates: number[];
  seconds: number;
  rounds: number;
  warmUp: (rate: number) => Promise<void>;
  product: (phase: string, rate: number, count: number) => Promise<number[]>;
  floor: (phase: string, rate: number, count: number) => Promise<number[]>;
}

const ratios = (ours: Spread, bareFloor: Spread) =>
  `p50 ${fmt(ours.p50 / bareFloor.p50, 1)}x, p99 ${fmt(ours.p99 / bareFloor.p99, 1)}x`;

/**
 * Steady state is what is measured: each rate starts with a second's unmeasured warm-up (JIT, pools, sockets'
 * buffers), then product and floor alternate for several rounds (one pair's ratio swings with whatever else the
 * machine does); each round's ratio is printed, and the ratio of all rounds' deliveries together.
 */
export async function alternate({ rates, seconds, rounds, warmUp, product, floor }: Rounds): Promise<void> {
  for (const rate of rates) {
    const count = Math.round(rate * seconds);
    await warmUp(rate);
    await sleep(1_000);
    const ours: number[][] = [];
    const floors: number[][] = [];
    const perRound: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round}/${rounds} @ ${rate}/s`);
      const mine = await product(`p${rate}r${round}`, rate, count);
      await sleep(1_000);
      const theirs = await floor(`b${rate}r${round}`, rate, count);
      perRound.push(ratios(spread(mine), spread(theirs)));
      console.log(`  ratio product/bare @ ${rate}/s, round ${round}: ${perRound.at(-1)}`);
      ours.push(mine);
      floors.push(theirs);
      await sleep(1_000);
    }
    const [pooled, pooledFloor] = [spread(ours.flat()), spread(floors.flat())];
    console.log(
      `  all ${rounds} rounds @ ${rate}/s: product ${describe(pooled)}; bare ${describe(pooledFloor)}\n` +
        `  ratio product/bare @ ${rate}/s, all rounds: ${ratios(pooled, pooledFloor)} (rounds: ${perRound.join('; ')})`,
    );
  }
}
