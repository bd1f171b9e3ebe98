/**
 * Claim fan-out: a gestor opens (claims) alert i through the real route (POST /api/alerts/:id/claim) at a steady
 * rate, open loop → each of 200 connected gestor sockets receives `claim:changed` naming alert i and its holder. Each
 * claim releases the gestor's previous one, whose push (no holder) is not counted. Beside it, in the same run and
 * through the same receiving sockets, a bare Socket.IO server broadcasts a claim of the same size at the same rate:
 * the floor; product and floor alternate in rounds, as in the alert fan-out. A claim carries no mark of ours: the
 * receivers note each push's wall clock by alert id, and this process subtracts the moment it sent that claim.
 */
import { availableParallelism, loadavg } from 'node:os';
import { alertRoutes } from '@ppd/domain';
import { UNMARKED } from './fanout/mark.ts';
import { paceProbe } from './fanout/pace.ts';
import { startFanout, type Timing } from './fanout/rig.ts';
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
/** The bare server's claims name ids no alert has, so a late product push is never mistaken for one of them. */
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
const type = await db
  .insertInto('alert_types')
  .values({ tipo_alerta: 'Seguridad' })
  .returning('id')
  .executeTakeFirstOrThrow();

/** Every alert the run claims, each once: the pace probe's, then each rate's warm-up and rounds. */
const needed = PACE_CALLS + RATES.reduce((n, rate) => n + rate + Math.round(rate * SECONDS) * ROUNDS, 0);
const alertIds = (
  await db
    .insertInto('alerts')
    .values(
      Array.from({ length: needed }, (_, i) => ({
        alert_type_id: type.id,
        visitor_id: visitor!.id,
        lat: 19.41,
        lon: -99.2,
        comentario_visitante: `alerta ${i}`,
      })),
    )
    .returning('id')
    .execute()
).map((a) => a.id);
let next = 0;

const rig = await startFanout({
  env,
  port,
  tokens,
  event: 'claim:changed',
  receivers: RECEIVERS,
  redisPids: [redis.pid, stores.live?.pid],
});
const post = jsonPoster(rig.url, 16);
const claimPath = (id: number) => alertRoutes.claim.path.replace(':id', String(id));
const claim = (id: number) => post(claimPath(id), claimerTokens[id % CLAIMERS]!, {});
const [{ id, name, last_name }] = claimers! as [(typeof claimers)[number]];
const holder = { id, name, last_name };

async function product(phase: string, rate: number, count: number) {
  const ids = alertIds.slice(next, next + count);
  next += count;
  const t0 = new Map<number, number>();
  const refused = new Map<string, number>();
  const measured = await rig.measure(`product @ ${rate}/s (${count} claims)`, UNMARKED, count * SOCKETS, async () => {
    await openLoop(rate, count, async (i) => {
      t0.set(ids[i]!, wallClock());
      await claim(ids[i]!).catch((err: Error) => refused.set(err.message, (refused.get(err.message) ?? 0) + 1));
    });
    return ((id, at) => at - (t0.get(id) ?? Number.NaN)) satisfies Timing;
  });
  for (const [message, n] of refused) console.log(`  ${fmt(n)} claims refused (${phase}): ${message}`);
  return measured;
}

function bare(phase: string, rate: number, count: number) {
  const run = { cmd: 'run', event: 'claim:changed', phase, rate, count, firstId: BARE_IDS, holder };
  return rig.measure(`bare Socket.IO @ ${rate}/s`, UNMARKED, count * SOCKETS, async () => {
    const t0s = await rig.bare.call<number[]>(run);
    return ((id, at) => at - (t0s[id - BARE_IDS] ?? Number.NaN)) satisfies Timing;
  });
}

async function warmUp(rate: number) {
  const ids = alertIds.slice(next, next + rate);
  next += rate;
  await openLoop(rate, rate, (i) => claim(ids[i]!).catch(() => {}));
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
    `claims over HTTP by ${CLAIMERS} gestor(s) (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
await paceProbe('alert claimed over HTTP (answer)', () => claim(alertIds[next++]!));
await alternate({ rates: RATES, seconds: SECONDS, rounds: ROUNDS, warmUp, sides: { product, bare } });

await rig.stop();
await stores.destroyRedis();
await database.drop();
process.exit(0);
