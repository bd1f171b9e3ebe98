/**
 * Spine throughput: N domain events, each committed in its own transaction (as a request would), through
 * outbox → relay → BullMQ → audit worker → bitácora rows; beside a baseline writing the same rows directly in
 * the same transactions. The worker runs as its own process, as in production.
 */
import { randomUUID } from 'node:crypto';
import { recordEvent } from '@ppd/db';
import { auditEntryFor, type EventPayloads } from '@ppd/domain';
import { cpuShares } from './cpu.ts';
import { benchStores, fmt, pool, sleep, spawnService, stopService, until } from './lib.ts';

const N = Number(process.env.BENCH_EVENTS ?? 100_000);
const PRODUCERS = Number(process.env.BENCH_PRODUCERS ?? 16);

const { database, redis, db, env } = await benchStores('spine');
const actor = await db
  .insertInto('users')
  .values({ type: 'monitor', email: 'bench@example.org', password_hash: 'x', name: 'Bench', last_name: '' })
  .returning(['id', 'email'])
  .executeTakeFirstOrThrow();
const payload = (i: number): EventPayloads['download.recorded'] => ({ module: 'Reportes', file: `Alertas-${i}.xlsx` });
const auditCount = async () =>
  (
    await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

console.log(`spine throughput: ${fmt(N)} events, ${PRODUCERS} producers, one transaction per event`);

// Baseline: the same rows written by the producers themselves.
let t0 = performance.now();
await pool(N, PRODUCERS, (i) =>
  db.transaction().execute(async (trx) => {
    const entry = auditEntryFor('download.recorded', payload(i));
    await trx
      .insertInto('audit_log')
      .values({ ...entry, event_id: randomUUID(), email: actor.email, user_id: actor.id })
      .execute();
  }),
);
const baselineSeconds = (performance.now() - t0) / 1000;
const baselineRate = N / baselineSeconds;
console.log(`baseline (direct audit_log insert): ${fmt(baselineRate)} events/s (${fmt(baselineSeconds, 1)} s)`);
await db.deleteFrom('audit_log').execute();

// Spine: the worker process relays and audits while the producers commit.
const worker = spawnService('services/worker/src/main.ts', {
  ...env,
  WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '16',
});
await sleep(2_000); // let it start: its start-up is not the spine's throughput
const workerCpu = cpuShares({ worker: (pid) => pid === worker.pid });
t0 = performance.now();
await pool(N, PRODUCERS, (i) =>
  db.transaction().execute(async (trx) => {
    await recordEvent(trx, 'download.recorded', payload(i), actor);
  }),
);
const committedSeconds = (performance.now() - t0) / 1000;
await until(async () => (await auditCount()) >= N, 'every bitácora row');
const spineSeconds = (performance.now() - t0) / 1000;
// The worker's own CPU per event does not move with the machine's load as its rate does.
const workerMs = workerCpu().ms.worker!;
const spineRate = N / spineSeconds;
const unsent = await db
  .selectFrom('outbox')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('sent_at', 'is', null)
  .executeTakeFirstOrThrow();

console.log(
  `spine commit rate (outbox insert + NOTIFY): ${fmt(N / committedSeconds)} events/s (${fmt(committedSeconds, 1)} s)`,
);
console.log(`spine end to end (commit → relay → audit row): ${fmt(spineRate)} events/s (${fmt(spineSeconds, 1)} s)`);
console.log(`spine lag after the last commit: ${fmt(spineSeconds - committedSeconds, 1)} s`);
console.log(`spine / baseline ratio: ${fmt(spineRate / baselineRate, 2)}`);
console.log(`worker CPU: ${fmt((1000 * workerMs) / N, 1)} ms per 1,000 events (relay and audit)`);
console.log(`bitácora rows: ${fmt(await auditCount())} (expected ${fmt(N)}), outbox unsent: ${unsent.n}`);

await stopService(worker);
await redis.destroy();
await database.drop();
