/**
 * Response clocks (issue 35 §2): ALERTS open alerts whose assignment deadlines fall evenly over SPAN seconds (level 2
 * follows each by the target, TARGET_S), swept by two worker processes, one of them killed (SIGKILL) in the middle and
 * started again. Every breach must fire once, its outbox row written within 1 s of its deadline (p99), and reach the
 * bitácora. `CLOCK_BENCH_SPAN_S=120` runs it in about three minutes.
 */
import { sql } from 'kysely';
import { benchStores, describe, fmt, sleep, spawnService, spread, stopService, until } from './lib.ts';

const ALERTS = Number(process.env.CLOCK_BENCH_ALERTS ?? 10_000);
const SPAN_S = Number(process.env.CLOCK_BENCH_SPAN_S ?? 600);
const TARGET_S = Number(process.env.CLOCK_BENCH_TARGET_S ?? 30);
const LEAD_S = 15; // the workers start before the first deadline

const { database, redis, db, env } = await benchStores('response-clocks');

const worker = () =>
  spawnService('services/worker/src/main.ts', {
    ...env,
    WORKER_CONCURRENCY: '8',
  });

await sql`INSERT INTO users (type, email, password_hash, name, last_name)
  VALUES ('visitor', 'reloj@bench.mx', 'x', 'Reloj', 'Bench')`.execute(db);
const type = await db
  .insertInto('alert_types')
  .values({ tipo_alerta: 'Bench reloj', assign_target_s: TARGET_S, attend_target_s: 86_400 })
  .returning('id')
  .executeTakeFirstOrThrow();
// Alert g's first deadline: LEAD_S from now plus its share of the span.
await sql`
  INSERT INTO alerts (alert_type_id, lat, lon, visitor_id, fecha_alerta)
  SELECT ${type.id}::int, 19.41, -99.2, (SELECT min(id) FROM users),
         now() + make_interval(secs => ${LEAD_S}::float8 - ${TARGET_S}::float8 + g * ${SPAN_S}::float8 / ${ALERTS}::int)
  FROM generate_series(1, ${ALERTS}::int) g`.execute(db);
const breaches = ALERTS * 2;
console.log(
  `response clocks: ${fmt(ALERTS)} alerts, deadlines over ${SPAN_S} s (+${TARGET_S} s for level 2): ${fmt(breaches)} breaches, two workers`,
);

const workers = [worker(), worker()];
await sleep((LEAD_S + SPAN_S / 2) * 1000);
workers[0]!.kill('SIGKILL');
console.log('killed one worker (SIGKILL) in the middle; starting it again in 2 s');
await sleep(2_000);
workers[0] = worker();

const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db)).rows[0]!.n;
const fired = () => count(sql`SELECT count(*)::int AS n FROM outbox WHERE type = 'alert.response_overdue'`);
await until(async () => (await fired()) >= breaches, 'every breach', (SPAN_S + TARGET_S + 120) * 1000);
await until(
  async () =>
    (await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'Tiempo de respuesta vencido'`)) >=
    breaches,
  'every bitácora row',
);
await sleep(2_000); // more sweeps: still nothing twice

const { rows } = await sql<{ late_ms: number; copies: number }>`
  SELECT extract(epoch FROM min(created_at) - min((payload->>'deadline')::timestamptz)) * 1000 AS late_ms, count(*)::int AS copies
  FROM outbox WHERE type = 'alert.response_overdue'
  GROUP BY payload->>'id', payload->>'phase', payload->>'level'`.execute(db);
const twice = rows.filter((r) => r.copies > 1).length;
const lateness = spread(rows.map((r) => Number(r.late_ms)));
console.log(`breaches fired: ${fmt(rows.length)} of ${fmt(breaches)}; fired more than once: ${twice}`);
console.log(`lateness (deadline → breach in outbox): ${describe(lateness)}`);
for (const w of workers) await stopService(w);
await redis.destroy();
await database.drop();
if (rows.length !== breaches || twice > 0 || lateness.p99 >= 1_000) {
  console.log('FAILED: every breach once, lateness p99 < 1 s');
  process.exitCode = 1;
}
