/**
 * Alert fan-out: a visitor raises an alert over HTTP (POST /api/app/alerts, the reference client's request) → each of
 * 200 connected gestor sockets receives alert:raised; open loop at 50, 200 and 500/s, the clock starting before the
 * HTTP call, from 50 visitors. Beside it, in the same run and through the same receiving sockets, a bare Socket.IO
 * server broadcasts the same payload at the same rates: the floor. Each rate starts with a second's unmeasured
 * warm-up, then product and floor alternate for several rounds; each round's ratio is printed, and the ratio of all
 * rounds' deliveries together. The API, the worker, the bare server and the receivers (the sockets spread over several
 * processes) each run as their own process, so the measuring tool is not the bottleneck; this process only sends the
 * alerts.
 */
import { availableParallelism, loadavg } from 'node:os';
import { buildApp } from '@ppd/api';
import { claimsFor, loadConfig } from '@ppd/api/testing';
import { sql } from 'kysely';
import { cpuShares, type ProcessGroups } from './cpu.ts';
import { hops, type Sent } from './fanout/hops.ts';
import { mark } from './fanout/mark.ts';
import { paceProbe } from './fanout/pace.ts';
import { jsonPoster } from './fanout/sender.ts';
import {
  benchStores,
  describe,
  fmt,
  forkHelper,
  freePort,
  openLoop,
  type Spread,
  sleep,
  spawnService,
  spread,
  stopService,
  until,
  wallClock,
} from './lib.ts';

const SOCKETS = Number(process.env.BENCH_GESTORES ?? 200);
/** Alerts come from many visitors, as in a real surge (one visitor's alerts serialise on its row). */
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 4);
const RATES = (process.env.BENCH_ALERT_RATES ?? '50,200,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ALERT_SECONDS ?? 5);
/** Product and floor alternate this many times per rate: one pair's ratio swings with whatever else the machine does. */
const ROUNDS = Number(process.env.BENCH_ALERT_ROUNDS ?? 3);

const stores = await benchStores('alert-fanout');
const { database, redis, db } = stores;
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  ...stores.env,
  // 50 visitors raise every alert of the run: a surge, not a flood to refuse.
  REPORTS_MAX_PER_MINUTE: '1000000',
};

const user = (type: 'monitor' | 'visitor', email: string) => ({
  type,
  email,
  password_hash: 'x',
  name: email,
  last_name: 'Bench',
});
const returned = ['id', 'type', 'email', 'is_admin', 'sessions_valid_from'] as const;
const gestores = await db
  .insertInto('users')
  .values(Array.from({ length: SOCKETS }, (_, i) => user('monitor', `gestor.${i}@example.org`)))
  .returning(returned)
  .execute();
const visitors = await db
  .insertInto('users')
  .values(Array.from({ length: VISITORS }, (_, i) => user('visitor', `visitante.${i}@example.org`)))
  .returning(returned)
  .execute();
const type = await db
  .insertInto('alert_types')
  .values({ tipo_alerta: 'Seguridad' })
  .returning('id')
  .executeTakeFirstOrThrow();

// Tokens as the API signs them (same secret), without 201 sign-ins.
const signer = await buildApp(loadConfig({ ...process.env, ...env }));
const tokens = gestores.map((g) => signer.jwt.sign(claimsFor(g)));
const reporterTokens = visitors.map((v) => signer.jwt.sign(claimsFor(v)));
await signer.close();

const api = spawnService('services/api/src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
const worker = spawnService('services/worker/src/main.ts', env);
await until(async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true, 'the API');

const bare = forkHelper('bench/src/fanout/bare-server.ts');
const bareUrl = `http://127.0.0.1:${await bare.call<number>({ cmd: 'port' })}`;
const receivers = Array.from({ length: RECEIVERS }, () => forkHelper('bench/src/fanout/receiver.ts'));
await Promise.all(
  receivers.map((r, k) =>
    r.call({ cmd: 'connect', productUrl: url, bareUrl, tokens: tokens.filter((_, i) => i % RECEIVERS === k) }),
  ),
);

const receiverPids = new Set(receivers.map((r) => r.pid));
/** Every process of the run: on two cores, where the CPU goes explains the latencies. */
const processes: ProcessGroups = {
  API: (pid) => pid === api.pid,
  worker: (pid) => pid === worker.pid,
  'bare server': (pid) => pid === bare.pid,
  receivers: (pid) => receiverPids.has(pid),
  PostgreSQL: (_, command) => /^postgres[: ]|\/postgres /.test(command),
  Redis: (pid) => pid === redis.pid,
  'load generator': (pid) => pid === process.pid,
};

const post = jsonPoster(url, VISITORS);
const raise = (i: number, comentario: string) =>
  post('/api/app/alerts', reporterTokens[i % VISITORS]!, {
    alert_type_id: type.id,
    lat: 19.41,
    lon: -99.2,
    comentario,
  });

/** Waits for every delivery of the phase (or a minute), then takes its latencies from every receiver. */
async function collect(phase: string, alerts: number) {
  const count = async () =>
    (await Promise.all(receivers.map((r) => r.call<number>({ cmd: 'count', phase })))).reduce((a, b) => a + b, 0);
  await until(async () => (await count()) >= alerts * SOCKETS, `the ${phase} deliveries`, 60_000).catch(() => {});
  return Promise.all(receivers.map((r) => r.call<{ index: number[]; ms: number[] }>({ cmd: 'take', phase })));
}

/** Prints the spread and returns the latencies; a delivery that never came counts as slower than any that did. */
function report(label: string, ms: number[], expected: number): number[] {
  const delivered = ms.length;
  const all = ms.concat(Array<number>(Math.max(0, expected - delivered)).fill(Number.POSITIVE_INFINITY));
  console.log(`  ${label}: ${fmt(delivered)}/${fmt(expected)} deliveries, ${describe(spread(all))}`);
  return all;
}

async function product(phase: string, rate: number, alerts: number): Promise<number[]> {
  const sent: Sent[] = Array.from({ length: alerts }, () => ({ t0: 0, answered: 0, received: [] }));
  const refused = new Map<string, number>();
  const cpu = cpuShares(processes);
  await openLoop(rate, alerts, async (i) => {
    const t0 = wallClock();
    sent[i]!.t0 = t0;
    await raise(i, mark(phase, i, t0)).catch((err: Error) =>
      refused.set(err.message, (refused.get(err.message) ?? 0) + 1),
    );
    sent[i]!.answered = wallClock();
  });
  for (const [message, n] of refused) console.log(`  ${fmt(n)} alerts not raised: ${message}`);
  const taken = await collect(phase, alerts);
  const used = cpu();
  for (const { index, ms } of taken) {
    for (const [k, i] of index.entries()) sent[i]!.received.push(sent[i]!.t0 + ms[k]!);
  }
  const result = report(
    `product @ ${rate}/s (${alerts} alerts)`,
    taken.flatMap((t) => t.ms),
    alerts * SOCKETS,
  );
  console.log(`    CPU (share of a core): ${used}`);
  await hops(db, redis.url, phase, sent);
  return result;
}

async function floor(phase: string, rate: number, alerts: number): Promise<number[]> {
  const cpu = cpuShares(processes);
  await bare.call({ cmd: 'run', phase, rate, count: alerts });
  const taken = await collect(phase, alerts);
  const used = cpu();
  const result = report(
    `bare Socket.IO @ ${rate}/s`,
    taken.flatMap((t) => t.ms),
    alerts * SOCKETS,
  );
  console.log(`    CPU (share of a core): ${used}`);
  return result;
}

/**
 * Steady state is what is measured: each side first runs a second at the phase's rate, unmeasured (JIT, pools,
 * sockets' buffers), the same for the product and the floor.
 */
async function warmUp(rate: number) {
  await openLoop(rate, rate, (i) => raise(i, `warm-${rate}-${i}`).catch(() => {}));
  await bare.call({ cmd: 'run', phase: `warm-${rate}`, rate, count: rate });
  await sleep(1_000);
}
console.log(
  `alert fan-out: ${SOCKETS} gestor sockets over ${RECEIVERS} receiving processes, ${ROUNDS} rounds of ${SECONDS} s per rate, ` +
    `alerts raised over HTTP (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
await paceProbe('alert raised over HTTP (answer)', (i) => raise(i, `pace-${i}`));
await paceProbe('PostgreSQL SELECT 1', () => sql`SELECT 1`.execute(db));
const ratios = (ours: Spread, bareFloor: Spread) =>
  `p50 ${fmt(ours.p50 / bareFloor.p50, 1)}x, p99 ${fmt(ours.p99 / bareFloor.p99, 1)}x`;

for (const rate of RATES) {
  const alerts = Math.round(rate * SECONDS);
  await warmUp(rate);
  const ours: number[][] = [];
  const floors: number[][] = [];
  const perRound: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`  round ${round}/${ROUNDS} @ ${rate}/s`);
    const mine = await product(`p${rate}r${round}`, rate, alerts);
    await sleep(1_000);
    const theirs = await floor(`b${rate}r${round}`, rate, alerts);
    perRound.push(ratios(spread(mine), spread(theirs)));
    console.log(`  ratio product/bare @ ${rate}/s, round ${round}: ${perRound.at(-1)}`);
    ours.push(mine);
    floors.push(theirs);
    await sleep(1_000);
  }
  const [pooled, pooledFloor] = [spread(ours.flat()), spread(floors.flat())];
  console.log(
    `  all ${ROUNDS} rounds @ ${rate}/s: product ${describe(pooled)}; bare ${describe(pooledFloor)}\n` +
      `  ratio product/bare @ ${rate}/s, all rounds: ${ratios(pooled, pooledFloor)} (rounds: ${perRound.join('; ')})`,
  );
}

await Promise.all([...receivers, bare].map((h) => h.stop()));
await stopService(worker);
await stopService(api);
await redis.destroy();
await database.drop();
process.exit(0);
