/**
 * Retention at scale (issue 38, "Done when"): BENCH_ALERTS alerts (1,000,000) past their 12 months, raised 13 to 24
 * months ago at exact places, one in BENCH_CHAT_EVERY (5) with a chat of two lines, beside BENCH_RECENT (5,000) alerts
 * of the last week, are anonymised by the worker's own applyAlertRetention (batches of 5,000 alerts, one statement
 * each) while a gestor's board (GET /api/alerts/, its first 200 alerts and tab counts, on the API in a child process)
 * is called back to back. Printed: the run's time and rate, the board's p50/p99 for BENCH_BOARD_S seconds before,
 * during and after it, and the longest batch statement pg_stat_activity saw running (the longest any alert row stays
 * locked: a board never waits longer than that for a row), and whether any other backend was seen waiting on a lock.
 */
import { createUser } from '@ppd/api/testing';
import { applyAlertRetention, type Db, previewRetention } from '@ppd/db';
import { sql } from 'kysely';
import { drain, login, startApi, timed } from './api-process.ts';
import { describe, fmt, type OwnDatabase, onOwnDatabase, type Spread, spread } from './lib.ts';
import { seedChats } from './seed-chats.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const RECENT = Number(process.env.BENCH_RECENT ?? 5_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20_000);
const CHAT_EVERY = Number(process.env.BENCH_CHAT_EVERY ?? 5);
const BOARD_S = Number(process.env.BENCH_BOARD_S ?? 20);
const BATCH = 5_000;

async function seed(db: Db) {
  const seeded = await timed(async () => {
    await sql`
      INSERT INTO users (type, email, password_hash, name, last_name)
      SELECT 'visitor', 'ret' || g || '@bench.mx', 'x', 'Visitante', 'Bench ' || g
      FROM generate_series(1, ${VISITORS}::int) g`.execute(db);
    await sql`INSERT INTO alert_types (tipo_alerta) VALUES ('Retención A'), ('Retención B')`.execute(db);
    const first = sql`(SELECT min(id) FROM users WHERE type = 'visitor')`;
    const types = sql`(SELECT array_agg(id ORDER BY id) FROM alert_types WHERE tipo_alerta LIKE 'Retención%')`;
    // Past retention: 13 to 24 months old, closed, each at its own exact place (five decimals).
    await sql`
      INSERT INTO alerts (status, fecha_alerta, alert_type_id, lat, lon, visitor_id)
      SELECT 'CERRADA', now() - interval '13 months' - g * (interval '330 days' / ${ALERTS}::int),
             (${types})[1 + g % 2], 19.300013 + (g % 20000) * 0.00001, -99.200013 - (g % 17000) * 0.00001,
             ${first} + g % ${VISITORS}::int
      FROM generate_series(1, ${ALERTS}::int) g`.execute(db);
    await seedChats(db, CHAT_EVERY);
    // The board's own: the last week's alerts in every state.
    await sql`
      INSERT INTO alerts (status, fecha_alerta, alert_type_id, lat, lon, visitor_id)
      SELECT (ARRAY['ABIERTA','ASIGNADA','ATENDIDA','CERRADA'])[1 + g % 4],
             now() - g * (interval '7 days' / ${RECENT}::int), (${types})[1 + g % 2], 19.41789, -99.16543,
             ${first} + g % ${VISITORS}::int
      FROM generate_series(1, ${RECENT}::int) g`.execute(db);
    await sql`ANALYZE`.execute(db);
  });
  console.log(
    `retention: ${fmt(ALERTS)} alerts past 12 months (a chat of 2 lines in 1 of ${CHAT_EVERY}) and ${fmt(RECENT)}` +
      ` of the last week seeded in ${fmt(seeded.seconds, 1)} s`,
  );
}

/** Calls the board back to back until `done()`, each call timed in ms. */
async function board(call: () => Promise<unknown>, done: () => boolean): Promise<Spread> {
  const times: number[] = [];
  while (!done()) times.push((await timed(call)).seconds * 1000);
  return spread(times);
}
const forSeconds = (s: number) => {
  const end = performance.now() + s * 1000;
  return () => performance.now() >= end;
};

/**
 * Sampled every 50 ms until `done()`: the longest a retention batch statement has been running (ms), and how many
 * samples caught another backend on this database (the board's API) waiting on a lock.
 */
async function sampleActivity(db: Db, done: () => boolean): Promise<{ longestMs: number; lockWaits: number }> {
  let longest = 0;
  let lockWaits = 0;
  while (!done()) {
    const { rows } = await sql<{ s: number | null; waiting: string }>`
      SELECT max(extract(epoch FROM clock_timestamp() - query_start))
          FILTER (WHERE query LIKE '%WITH batch AS%')::float8 AS s,
        count(*) FILTER (WHERE wait_event_type = 'Lock' AND query NOT LIKE '%WITH batch AS%') AS waiting
      FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND datname = current_database()`.execute(
      db,
    );
    longest = Math.max(longest, rows[0]?.s ?? 0);
    if (Number(rows[0]?.waiting ?? 0) > 0) lockWaits += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { longestMs: longest * 1000, lockWaits };
}

const line = (what: string, s: Spread) => console.log(`board (${fmt(s.n)} calls) ${what}: ${describe(s)}`);

/** The board before, during and after the retention's run, on an API of its own. */
async function measure(db: Db, databaseUrl: string) {
  const token = await login(databaseUrl, (await createUser(db)).email);
  const api = await startApi(databaseUrl);
  try {
    const call = async () =>
      drain(await fetch(`${api.base}/api/alerts/?status=Todos&pageSize=200`, { headers: { 'x-access-token': token } }));
    await board(call, forSeconds(3));
    line('before', await board(call, forSeconds(BOARD_S)));
    let finished = false;
    const done = () => finished;
    const during = board(call, done);
    const sampled = sampleActivity(db, done);
    const run = await timed(() => applyAlertRetention(db, BATCH)).finally(() => {
      finished = true;
    });
    const seen = await sampled;
    console.log(
      `retention: ${fmt(run.result.alerts)} alerts and ${fmt(run.result.chats)} chat lines anonymised in` +
        ` ${fmt(run.seconds, 1)} s (${fmt(run.result.alerts / run.seconds)} alerts/s,` +
        ` ${fmt(Math.ceil(ALERTS / BATCH))} batch statements; target < 600 s: ${run.seconds < 600 ? 'met' : 'NOT met'});` +
        ` longest batch statement seen running: ${fmt(seen.longestMs)} ms; samples with another backend waiting on` +
        ` a lock: ${seen.lockWaits}`,
    );
    line('during', await during);
    line('after', await board(call, forSeconds(BOARD_S)));
  } finally {
    await api.stop();
  }
}

async function main(database: OwnDatabase) {
  await seed(database.db);
  await measure(database.db, database.url);
  const left = await previewRetention(database.db);
  console.log(`left for the dry run afterwards: ${left.alerts} alerts, ${left.chats} chat lines`);
}

await onOwnDatabase('retention', main);
