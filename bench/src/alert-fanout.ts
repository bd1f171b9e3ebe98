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
import { sql } from 'kysely';
import { hops, type Sent } from './fanout/hops.ts';
import { mark } from './fanout/mark.ts';
import { paceProbe } from './fanout/pace.ts';
import { alternate, insertUsers, signTokens, startFanout } from './fanout/rig.ts';
import { jsonPoster } from './fanout/sender.ts';
import { benchStores, fmt, freePort, openLoop, wallClock } from './lib.ts';

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

const [gestores, visitors] = await Promise.all([
  insertUsers(db, 'monitor', 'gestor', SOCKETS),
  insertUsers(db, 'visitor', 'visitante', VISITORS),
]);
const type = await db
  .insertInto('alert_types')
  .values({ tipo_alerta: 'Seguridad' })
  .returning('id')
  .executeTakeFirstOrThrow();
const tokens = await signTokens(env, [...gestores, ...visitors]);
const reporterTokens = tokens.splice(SOCKETS);

const rig = await startFanout({ env, port, tokens, event: 'alert:raised', receivers: RECEIVERS, redisPid: redis.pid });
const post = jsonPoster(url, VISITORS);
const raise = (i: number, comentario: string) =>
  post('/api/app/alerts', reporterTokens[i % VISITORS]!, {
    alert_type_id: type.id,
    lat: 19.41,
    lon: -99.2,
    comentario,
  });

async function product(phase: string, rate: number, alerts: number): Promise<number[]> {
  const sent: Sent[] = Array.from({ length: alerts }, () => ({ t0: 0, answered: 0, received: [] }));
  const refused = new Map<string, number>();
  const label = `product @ ${rate}/s (${alerts} alerts)`;
  const { latencies, taken } = await rig.measure(label, phase, alerts * SOCKETS, async () => {
    await openLoop(rate, alerts, async (i) => {
      const t0 = wallClock();
      sent[i]!.t0 = t0;
      await raise(i, mark(phase, i, t0)).catch((err: Error) =>
        refused.set(err.message, (refused.get(err.message) ?? 0) + 1),
      );
      sent[i]!.answered = wallClock();
    });
    return undefined;
  });
  for (const [message, n] of refused) console.log(`  ${fmt(n)} alerts not raised: ${message}`);
  for (const { index, ms } of taken) {
    for (const [k, i] of index.entries()) sent[i]!.received.push(sent[i]!.t0 + ms[k]!);
  }
  await hops(db, redis.url, phase, sent);
  return latencies;
}

async function floor(phase: string, rate: number, alerts: number): Promise<number[]> {
  const { latencies } = await rig.measure(`bare Socket.IO @ ${rate}/s`, phase, alerts * SOCKETS, async () => {
    await rig.bare.call({ cmd: 'run', phase, rate, count: alerts });
    return undefined;
  });
  return latencies;
}

async function warmUp(rate: number) {
  await openLoop(rate, rate, (i) => raise(i, `warm-${rate}-${i}`).catch(() => {}));
  await rig.bare.call({ cmd: 'run', phase: `warm-${rate}`, rate, count: rate });
}
console.log(
  `alert fan-out: ${SOCKETS} gestor sockets over ${RECEIVERS} receiving processes, ${ROUNDS} rounds of ${SECONDS} s per rate, ` +
    `alerts raised over HTTP (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);
await paceProbe('alert raised over HTTP (answer)', (i) => raise(i, `pace-${i}`));
await paceProbe('PostgreSQL SELECT 1', () => sql`SELECT 1`.execute(db));
await alternate({ rates: RATES, seconds: SECONDS, rounds: ROUNDS, warmUp, product, floor });

await rig.stop();
await redis.destroy();
await database.drop();
process.exit(0);
