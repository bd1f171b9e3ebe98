/**
 * Alert fan-out: a visitor raises an alert over HTTP (POST /api/app/alerts, the reference client's request) → each of
 * 200 connected gestor sockets receives alert:raised; open loop at 50, 200 and 500/s, the clock starting before the
 * HTTP call, from 50 visitors. Beside it, in the same run and through the same receiving sockets, two floors at the
 * same rates: the honest floor (fanout/floor-server.ts: the same POST, token and one committed statement on the same
 * PostgreSQL, then the emit to the gestores' room, in one process) and a bare Socket.IO broadcast of the same
 * payload. Each rate starts with a second's unmeasured warm-up, then product, floor and bare take turns for several
 * rounds; per rate, each side's spread and CPU per alert, and the product's ratios to each floor. Every server and the
 * receivers (the sockets spread over several processes) run as their own processes, so the measuring tool is not the
 * bottleneck; this process only sends the alerts. `--nodes 2` runs the product as two API processes and two workers
 * behind the Redis adapter: the receivers are split across the APIs and the alerts alternate between them.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchAlertType, floorDatabase } from './fanout/floor-database.ts';
import { hops, type Sent } from './fanout/hops.ts';
import { mark } from './fanout/mark.ts';
import { paceProbe } from './fanout/pace.ts';
import { startFanout } from './fanout/rig.ts';
import { countRoundTrips } from './fanout/round-trips.ts';
import { alternate } from './fanout/rounds.ts';
import { jsonPoster } from './fanout/sender.ts';
import { benchStores, fmt, freePort, openLoop, wallClock } from './lib.ts';
import { insertUsers, signTokens } from './users.ts';

const SOCKETS = Number(process.env.BENCH_GESTORES ?? 200);
/** Alerts come from many visitors, as in a real surge (one visitor's alerts serialise on its row). */
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 4);
const RATES = (process.env.BENCH_ALERT_RATES ?? '50,200,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ALERT_SECONDS ?? 5);
/** Product, floor and bare take turns this many times per rate: one round's ratio swings with whatever else the machine does. */
const ROUNDS = Number(process.env.BENCH_ALERT_ROUNDS ?? 3);

const NODES = Number(parseArgs({ options: { nodes: { type: 'string', default: '1' } } }).values.nodes);

const stores = await benchStores('alert-fanout', { deployedRedis: true });
const { database, redis, db } = stores;
const port = await freePort();
const env = {
  ...stores.env,
  // 50 visitors raise every alert of the run: a surge, not a flood to refuse.
  REPORTS_MAX_PER_MINUTE: '1000000',
};

const [gestores, visitors] = await Promise.all([
  insertUsers(db, 'monitor', 'gestor', SOCKETS),
  insertUsers(db, 'visitor', 'visitante', VISITORS),
]);
const type = await benchAlertType(db);
const tokens = await signTokens(env, [...gestores, ...visitors]);
const reporterTokens = tokens.splice(SOCKETS);

const floorStore = await floorDatabase(type, visitors);

const rig = await startFanout({
  env,
  port,
  tokens,
  event: 'alert:raised',
  receivers: RECEIVERS,
  redisPids: [redis.pid, stores.live?.pid],
  nodes: NODES,
  floorDatabaseUrl: floorStore.url,
});
const posters = rig.urls.map((url) => jsonPoster(url, VISITORS));
const floorPost = jsonPoster(rig.floor!.url, VISITORS);
const body = (comentario: string) => ({ alert_type_id: type.id, lat: 19.41, lon: -99.2, comentario });
/** Alert i, through API node i mod nodes. */
const raise = (i: number, comentario: string) =>
  posters[i % posters.length]!('/api/app/alerts', reporterTokens[i % VISITORS]!, body(comentario));
const raiseAtFloor = (i: number, comentario: string) =>
  floorPost(rig.floor!.path, reporterTokens[i % VISITORS]!, body(comentario));

/** Raises `alerts` at `rate` through `send`, each marked with the phase, its index and its start. */
async function sendMarked(phase: string, rate: number, alerts: number, send: typeof raise) {
  const sent: Sent[] = Array.from({ length: alerts }, () => ({ t0: 0, answered: 0, received: [] }));
  const refused = new Map<string, number>();
  await openLoop(rate, alerts, async (i) => {
    const t0 = wallClock();
    sent[i]!.t0 = t0;
    await send(i, mark(phase, i, t0)).catch((err: Error) =>
      refused.set(err.message, (refused.get(err.message) ?? 0) + 1),
    );
    sent[i]!.answered = wallClock();
  });
  for (const [message, n] of refused) console.log(`  ${fmt(n)} alerts not raised (${phase}): ${message}`);
  return sent;
}

async function product(phase: string, rate: number, alerts: number) {
  let sent: Sent[] = [];
  const label = `product @ ${rate}/s (${alerts} alerts, ${NODES} node${NODES > 1 ? 's' : ''})`;
  const counted = await countRoundTrips(db, { queues: redis.url, ...(stores.live ? { live: stores.live.url } : {}) });
  const measured = await rig.measure(label, phase, alerts * SOCKETS, async () => {
    sent = await sendMarked(phase, rate, alerts, raise);
    return undefined;
  });
  await counted(alerts);
  for (const { index, ms } of measured.taken) {
    for (const [k, i] of index.entries()) sent[i]!.received.push(sent[i]!.t0 + ms[k]!);
  }
  await hops(db, redis.url, phase, sent);
  return measured;
}

const floor = (phase: string, rate: number, alerts: number) =>
  rig.measure(`honest floor @ ${rate}/s`, phase, alerts * SOCKETS, async () => {
    await sendMarked(phase, rate, alerts, raiseAtFloor);
    return undefined;
  });

const bare = (phase: string, rate: number, alerts: number) =>
  rig.measure(`bare Socket.IO @ ${rate}/s`, phase, alerts * SOCKETS, async () => {
    await rig.bare.call({ cmd: 'run', phase, rate, count: alerts });
    return undefined;
  });

async function warmUp(rate: number) {
  await openLoop(rate, rate, (i) => raise(i, `warm-${rate}-${i}`).catch(() => {}));
  await openLoop(rate, rate, (i) => raiseAtFloor(i, `warm-${rate}-${i}`).catch(() => {}));
  await rig.bare.call({ cmd: 'run', phase: `warm-${rate}`, rate, count: rate });
}
console.log(
  `alert fan-out: ${SOCKETS} gestor sockets over ${RECEIVERS} receiving processes, ${ROUNDS} rounds of ${SECONDS} s per rate, ` +
    `alerts raised over HTTP, ${NODES} API node(s) (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
await paceProbe('alert raised over HTTP (answer)', (i) => raise(i, `pace-${i}`));
await paceProbe('alert raised at the honest floor (answer)', (i) => raiseAtFloor(i, `pace-${i}`));
await paceProbe('PostgreSQL SELECT 1', () => sql`SELECT 1`.execute(db));
await alternate({ rates: RATES, seconds: SECONDS, rounds: ROUNDS, warmUp, sides: { product, floor, bare } });

await rig.stop();
await stores.destroyRedis();
await database.drop();
await floorStore.drop();
process.exit(0);
