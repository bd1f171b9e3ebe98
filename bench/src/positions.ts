/**
 * Responders on the map (issue 35 §3): 1,000 authorities each sending a fix every ~5 s over HTTP
 * (POST /api/app/position) to an API process, 20 gestor boards listening: fix sent → the board's
 * `responders:moved` carrying it (pushes coalesced every RESPONDER_PUSH_MS), target p99 < 1 s. Then the closest free
 * authority to a point (KNN on the latest positions' GiST index) over 10,000 authorities with a fix, a third of them
 * on an alert, target p99 < 50 ms; and, beside it, the assign dialog's whole ordered list.
 */

import { closestFreeAuthority, listActiveAuthorities } from '@ppd/api/testing';
import { insertAlertType } from '@ppd/db/testing';
import { FIX_MIN_INTERVAL_MS, type ServerToClientEvents } from '@ppd/domain';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { jsonPoster } from './fanout/sender.ts';
import {
  benchStores,
  connectSockets,
  describe,
  fmt,
  openLoop,
  sleep,
  spawnApi,
  spread,
  stopService,
  until,
} from './lib.ts';
import { insertUsers, signTokens } from './users.ts';

const AUTHORITIES = Number(process.env.BENCH_POSITION_AUTHORITIES ?? 1_000);
const SECONDS = Number(process.env.BENCH_POSITION_SECONDS ?? 30);
const BOARDS = Number(process.env.BENCH_POSITION_BOARDS ?? 20);
const KNN_AUTHORITIES = Number(process.env.BENCH_KNN_AUTHORITIES ?? 10_000);
const KNN_QUERIES = 1_000;
// Half a second over the limit, so that the answers' jitter under load seldom brings two fixes of one authority within 5 s.
const PERIOD_S = FIX_MIN_INTERVAL_MS / 1000 + 0.5;

const { database, redis, db, env } = await benchStores('positions');

const authorities = await insertUsers(db, 'authority', 'authority', AUTHORITIES);
const gestores = await insertUsers(db, 'monitor', 'monitor', BOARDS);
const tokens = await signTokens(env, [...authorities, ...gestores]);
const authorityTokens = tokens.slice(0, AUTHORITIES);
const boardTokens = tokens.slice(AUTHORITIES);

const { api, url } = await spawnApi(env);

// --- fix → board ---
const total = Math.floor((AUTHORITIES * SECONDS) / PERIOD_S);
const rate = AUTHORITIES / PERIOD_S;
console.log(
  `positions: ${fmt(AUTHORITIES)} authorities, a fix each every ${PERIOD_S} s (${fmt(rate)}/s) for ${SECONDS} s, ` +
    `${BOARDS} boards`,
);
const sent = new Map<string, number>();
const latencies: number[] = [];
const answers: number[] = [];
let pushes = 0;
let refused = 0;
const boards = await connectSockets<Socket<ServerToClientEvents>>(
  url,
  boardTokens.map((token) => ({ token })),
);
boards[0]!.on('responders:moved', ({ responders }) => {
  pushes += 1;
  const now = performance.now();
  for (const r of responders) {
    const key = `${r.id}@${r.fixed_at}`;
    const t0 = sent.get(key);
    if (t0 === undefined) continue;
    latencies.push(now - t0);
    sent.delete(key);
  }
});
await sleep(500);

const box = { lat: 19.3953, lon: -99.2292 };
// Kept-alive connections, as the apps' would be; undici's fetch was reset by the server under this load.
const post = jsonPoster(url, 50);
/** Authority `who` sends a fix; `measured`: timed from here to the board. */
async function sendFix(who: number, measured: boolean) {
  const fixedAt = new Date().toISOString();
  const body = {
    lat: box.lat + Math.random() * 0.04,
    lon: box.lon + Math.random() * 0.05,
    accuracy: 8,
    fixed_at: fixedAt,
  };
  const t0 = performance.now();
  if (measured) sent.set(`${authorities[who]!.id}@${fixedAt}`, t0);
  await post('/api/app/position', authorityTokens[who]!, body).catch((err: Error) => {
    if (!err.message.startsWith('HTTP 429')) throw err;
    refused += 1;
  });
  if (measured) answers.push(performance.now() - t0);
}

// A first fix from each, unmeasured: the API's first request of each account reads its session, and a late first
// fix would put the next within 5 s of it.
await openLoop(rate, AUTHORITIES, (i) => sendFix(i, false));
await sleep(PERIOD_S * 1000);
refused = 0;
await openLoop(rate, total, (i) => sendFix(i % AUTHORITIES, true));
await until(() => latencies.length >= total - refused, 'every fix on the board', 15_000).catch(() => {});
const fixToBoard = spread(latencies);
console.log(`sent ${fmt(total)} fixes (${fmt(refused)} refused as too soon); the board saw ${fmt(latencies.length)}`);
console.log(`fix → board ${describe(fixToBoard)} in ${fmt(pushes)} pushes (${fmt(pushes / SECONDS, 1)}/s per board)`);
console.log(`of which the API's answer to the fix: ${describe(spread(answers))}`);
for (const b of boards) b.close();
await stopService(api);

// --- closest free authority ---
const more = Math.max(0, KNN_AUTHORITIES - AUTHORITIES);
for (let from = AUTHORITIES; from < AUTHORITIES + more; from += 1_000) {
  await insertUsers(db, 'authority', `authority.from${from}`, Math.min(1_000, AUTHORITIES + more - from));
}
await sql`
  INSERT INTO authority_latest_positions (authority_id, location, accuracy_m, fixed_at, received_at)
  SELECT id, ST_SetSRID(ST_MakePoint(-99.35 + random() * 0.3, 19.25 + random() * 0.3), 4326)::geography, 10, now(), now()
  FROM users WHERE type = 'authority'
  ON CONFLICT (authority_id) DO NOTHING`.execute(db);
const visitor = await db
  .insertInto('users')
  .values({ type: 'visitor', email: 'visitante@example.org', password_hash: 'x', name: 'V', last_name: 'B' })
  .returning('id')
  .executeTakeFirstOrThrow();
const typeId = await insertAlertType(db, 'Bench');
await sql`
  INSERT INTO alerts (alert_type_id, visitor_id, lat, lon, status, autoridad_id, assigned_at, fecha_alerta)
  SELECT ${typeId}, ${visitor.id}, 19.4, -99.2, 'ASIGNADA', id, now(), now()
  FROM users WHERE type = 'authority' AND id % 3 = 0`.execute(db);
await sql`ANALYZE`.execute(db);

const point = () => ({ lat: 19.25 + Math.random() * 0.3, lon: -99.35 + Math.random() * 0.3 });
const timed = async (run: () => Promise<unknown>, n: number) => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return spread(times);
};
const withFix = await db
  .selectFrom('authority_latest_positions')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow();
const closest = await timed(() => closestFreeAuthority(db, point()), KNN_QUERIES);
console.log(`closest free authority among ${fmt(withFix.n)} with a fix: ${describe(closest)}`);
const list = await timed(() => listActiveAuthorities(db, point()), 50);
console.log(`the assign dialog's whole list, nearest first, ${fmt(withFix.n)} authorities: ${describe(list)}`);

await redis.destroy();
await database.drop();

const ok = fixToBoard.p99 < 1_000 && closest.p99 < 50;
console.log(ok ? 'positions: within targets' : 'positions: OUTSIDE targets (fix → board p99 < 1 s, closest < 50 ms)');
if (!ok) process.exitCode = 1;
