/**
 * Claim fan-out: a gestor opens (claims) alert i through the real route (POST /api/alerts/:id/claim) at a steady
 * rate, open loop → each of 200 connected gestor sockets receives `claim:changed` naming alert i and its holder. Each
 * claim releases the gestor's previous one, whose push (no holder) is not counted. Beside it, in the same run and
 * through the same receiving sockets, two floors at the same rate: the honest floor (fanout/floor-server.ts: the same
 * POST and token, the claim's one statement committed as the product commits it, on its own database of the same
 * PostgreSQL, then the push to the gestores' room, in one process) and a bare Socket.IO broadcast of a claim of the
 * same size; product, floor and bare alternate in rounds, as in the alert fan-out. A claim carries no mark of ours:
 * the receivers note each push's wall clock by alert id, and this process subtracts the moment it sent that claim.
 */
import { availableParallelism, loadavg } from 'node:os';
import { alertRoutes } from '@ppd/domain';
import { benchAlertType, floorDatabase } from './fanout/floor-database.ts';
import { UNMARKED } from './fanout/mark.ts';
import { paceProbe } from './fanout/pace.ts';
import { startFanout, type Timing } from './fanout/rig.ts';
import { countRoundTrips } from './fanout/round-trips.ts';
import { alternate } from './fanout/rounds.ts';
import { jsonPoster } from './fanout/sender.ts';
import { benchStores, fmt, freePort, openLoop, wallClock } from './lib.ts';
import { insertUsers, signTokens } from './users.ts';

const SOCKETS = Number(process.env.BENCH_GESTORES ?? 200);
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 4);
const RATES = (process.env.BENCH_CLAIM_RATES ?? '20,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CLAIM_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CLAIM_ROUNDS ?? 3);
/**
 * Claiming gestores, taking turns. Each claim deletes its gestor's previous one, so one gestor's overlapping claims
 * wait on each other's row; several tell that queue from the rest (at 50/s, on a loaded VM, most waits were on the
 * commit's NOTIFY lock, which every outbox event takes).
 */
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 1);
const PACE_CALLS = 400;
/**
 * The floor's alerts and the bare server's claims have ids of their own, far from the product's alerts', so a late
 * push of one side is never mistaken for another's.
 */
const FLOOR_IDS = 500_000_000;
const BARE_IDS = 1_000_000_000;

const stores = await benchStores('claim-fanout', { deployedRedis: true });
const { database, redis, db } = stores;
/** The claiming gestor has no socket: its claims must not lapse mid-run. */
const env = { ...stores.env, CLAIM_GRACE_MS: String(3_600_000) };
const port = await freePort();
const [gestores, claimers, [visitor]] = await Promise.all([
  insertUsers(db, 'monitor', 'gestor', SOCKETS),
  insertUsers(db, 'monitor', 'atiende', CLAIMERS),
  insertUsers(db, 'visitor', 'visitante', 1),
]);
const tokens = await signTokens(env, [...gestores!, ...claimers!]);
const claimerTokens = tokens.splice(SOCKETS);
const type = await benchAlertType(db);
const floorStore = await floorDatabase(type, [...claimers!, visitor!]);

/** Every alert a side claims, each once: the pace probe's, then each rate's warm-up and rounds. */
const needed = PACE_CALLS + RATES.reduce((n, rate) => n + rate + Math.round(rate * SECONDS) * ROUNDS, 0);
/** `needed` open alerts in `into`, their ids from `firstId` (or the table's own), and a taker of the next `n`. */
async function openAlerts(into: typeof db, firstId?: number) {
  const alert = (i: number) => ({
    ...(firstId === undefined ? {} : { id: firstId + i }),
    alert_type_id: type.id,
    visitor_id: visitor!.id,
    lat: 19.41,
    lon: -99.2,
    comentario_visitante: `alerta ${i}`,
  });
  const rows = await into
    .insertInto('alerts')
    .values(Array.from({ length: needed }, (_, i) => alert(i)))
    .returning('id')
    .execute();
  const ids = rows.map((a) => a.id);
  return (n: number) => ids.splice(0, n);
}
const [productAlerts, floorAlerts] = await Promise.all([openAlerts(db), openAlerts(floorStore.db, FLOOR_IDS)]);

const rig = await startFanout({
  env,
  port,
  tokens,
  event: 'claim:changed',
  receivers: RECEIVERS,
  redisPids: [redis.pid, stores.live?.pid],
  floorDatabaseUrl: floorStore.url,
});
const claimPath = (id: number) => alertRoutes.claim.path.replace(':id', String(id));
/** Claims alert `id` at the server of `url` (the product's API or the floor, both at the product's path). */
function claimAt(url: string) {
  const post = jsonPoster(url, 16);
  return (id: number) => post(claimPath(id), claimerTokens[id % CLAIMERS]!, {});
}
const [{ id, name, last_name }] = claimers! as [(typeof claimers)[number]];
const holder = { id, name, last_name };

interface ClaimSide {
  label: string;
  claim: (id: number) => Promise<void>;
  take: (n: number) => number[];
  /** Counts what each claim costs the stores (the product's; the floor's is its one statement by construction). */
  roundTrips?: () => ReturnType<typeof countRoundTrips>;
}
const productSide: ClaimSide = {
  label: 'product',
  claim: claimAt(rig.url),
  take: productAlerts,
  roundTrips: () => countRoundTrips(db, { queues: redis.url, ...(stores.live ? { live: stores.live.url } : {}) }),
};
const floorSide: ClaimSide = { label: 'honest floor', claim: claimAt(rig.floor!.url), take: floorAlerts };

/** A side's round: `count` claims at `rate`, each timed from its sending to each socket's push. */
const claiming = (side: ClaimSide) => async (phase: string, rate: number, count: number) => {
  const ids = side.take(count);
  const t0 = new Map<number, number>();
  const refused = new Map<string, number>();
  const label = `${side.label} @ ${rate}/s (${count} claims)`;
  const counted = await side.roundTrips?.();
  const measured = await rig.measure(label, UNMARKED, count * SOCKETS, async () => {
    await openLoop(rate, count, async (i) => {
      t0.set(ids[i]!, wallClock());
      await side.claim(ids[i]!).catch((err: Error) => refused.set(err.message, (refused.get(err.message) ?? 0) + 1));
    });
    return ((id, at) => at - (t0.get(id) ?? Number.NaN)) satisfies Timing;
  });
  await counted?.(count);
  for (const [message, n] of refused) console.log(`  ${fmt(n)} claims refused (${phase}): ${message}`);
  return measured;
};

function bare(phase: string, rate: number, count: number) {
  const run = { cmd: 'run', event: 'claim:changed', phase, rate, count, firstId: BARE_IDS, holder };
  return rig.measure(`bare Socket.IO @ ${rate}/s`, UNMARKED, count * SOCKETS, async () => {
    const t0s = await rig.bare.call<number[]>(run);
    return ((id, at) => at - (t0s[id - BARE_IDS] ?? Number.NaN)) satisfies Timing;
  });
}

async function warmUp(rate: number) {
  for (const side of [productSide, floorSide]) {
    const ids = side.take(rate);
    await openLoop(rate, rate, (i) => side.claim(ids[i]!).catch(() => {}));
  }
  await rig.bare.call({
    cmd: 'run',
    event: 'claim:changed',
    phase: `warm-${rate}`,
    rate,
    count: rate,
    firstId: 0,
    holder,
  });
}

console.log(
  `claim fan-out: ${SOCKETS} gestor sockets over ${RECEIVERS} receiving processes, ${ROUNDS} rounds of ${SECONDS} s per rate, ` +
    `claims over HTTP by ${CLAIMERS} gestor(s) ` +
    `(load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
for (const side of [productSide, floorSide]) {
  await paceProbe(`alert claimed over HTTP at the ${side.label} (answer)`, () => side.claim(side.take(1)[0]!));
}
const [product, floor] = [claiming(productSide), claiming(floorSide)];
await alternate({ rates: RATES, seconds: SECONDS, rounds: ROUNDS, warmUp, sides: { product, floor, bare } });

await rig.stop();
await stores.destroyRedis();
await database.drop();
await floorStore.drop();
process.exit(0);
