import { materialiseAudience } from '@ppd/db';
import { insertSyntheticVisitors, waitFor } from '@ppd/db/testing';
import { firstDeliveries } from '@ppd/domain';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkJob } from '../src/bulk-send/chunk.ts';
import { chunkJob } from '../src/bulk-send/processor.ts';
import { runJob } from '../src/jobs.ts';
import { smtpUrl } from './helpers/api.ts';
import { exited, spawnWorker } from './helpers/processes.ts';
import { deliverAll, type SendBench, sendState, sendSurvey, startSendBench, stopSendBench } from './helpers/sends.ts';
import { collect, connectSocket } from './helpers/sockets.ts';

const VISITORS = 10_000;
// About 40 % of the send-modal box (its west part), as the send modal would draw it.
const AREA = 'POLYGON((-99.229 19.395, -99.207 19.395, -99.207 19.432, -99.229 19.432, -99.229 19.395))';
const FILTER = { sex: 'M', min_age: 20, max_age: 50, level_studies: null, wkt: AREA };

describe('bulk send of a survey to 10,000 visitors', () => {
  let bench: SendBench;
  let database: SendBench['database'];
  let redis: SendBench['redis'];
  let app: SendBench['app'];
  let token: string;

  beforeAll(async () => {
    bench = await startSendBench();
    ({ database, redis, app, token } = bench);
    await insertSyntheticVisitors(database.db, VISITORS, 'bulk');
  }, 60_000);

  afterAll(() => stopSendBench(bench));

  /** The audience as a plain SQL selection, written independently of the product's query. */
  const directSelection = async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM users WHERE type = 'visitor' AND NOT inactive AND sex = 'M' AND age BETWEEN 20 AND 50
        AND ST_Within(last_location, ST_GeomFromText(${AREA}, 4326)) ORDER BY id`.execute(database.db);
    return rows.map((r) => r.id);
  };
  const send = () => sendSurvey(bench, FILTER);
  const state = (id: number) => sendState(bench, id);
  /** Inbox rows of the send, per visitor. */
  const inbox = async (sendId: number) => {
    const { rows } = await sql<{ user_id: number; n: number }>`
      SELECT user_id, count(*)::int AS n FROM notifications WHERE (data->>'sendId')::int = ${sendId}
      GROUP BY user_id ORDER BY user_id`.execute(database.db);
    return rows;
  };

  it('reaches exactly the visitors a direct SQL selection finds, each once, the sender seeing it done', async () => {
    const socket = await connectSocket(await app.listen({ host: '127.0.0.1', port: 0 }), token);
    const pushed = collect(socket, 'send:progress');
    const sendId = await send();
    await deliverAll(bench, sendId);
    const expected = await directSelection();
    expect(expected.length).toBeGreaterThan(1_000);
    const { rows: recipients } = await sql<{ id: number }>`
      SELECT v.id FROM bulk_send_chunks, unnest(visitor_ids) AS v(id) WHERE send_id = ${sendId} ORDER BY v.id`.execute(
      database.db,
    );
    expect(recipients.map((r) => r.id)).toEqual(expected);
    const rows = await inbox(sendId);
    expect(rows.map((r) => r.user_id)).toEqual(expected);
    expect(await state(sendId)).toMatchObject({ total: expected.length, sent: expected.length });
    // What the sender's screen keeps of the progress pushes (it drops one whose id it has seen): every chunk's.
    const fresh = firstDeliveries();
    await waitFor(() => pushed.some((p) => p.progress.done), { what: 'the last progress push' });
    const kept = pushed.filter((p) => fresh('send:progress', p)).map((p) => p.progress);
    expect(kept.length).toBe(Math.ceil(expected.length / 1_000));
    expect(kept.find((p) => p.done)).toMatchObject({ sendId, sent: expected.length, total: expected.length });
    socket.close();
  }, 90_000);

  it('completes a send whose worker was killed mid-way, each recipient exactly once', async () => {
    const sendId = await send();
    // Small chunks, so the kill lands between many of them (and possibly inside one).
    await database.db.updateTable('bulk_sends').set({ chunk_size: 100 }).where('id', '=', sendId).execute();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtpUrl(),
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      OUTBOX_SWEEP_MS: '250',
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'error',
    };
    const first = spawnWorker(env);
    let atKill = 0;
    try {
      atKill = await waitFor(
        async () => {
          const s = await state(sendId);
          return s.sent >= 300 ? s.sent : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 20, what: `the first worker to deliver some chunks\n${first.output()}` },
      );
      first.kill('SIGKILL');
      await exited(first);
    } finally {
      first.kill('SIGKILL');
    }
    const total = (await state(sendId)).total;
    expect(atKill).toBeLessThan(total);

    await deliverAll(bench, sendId, 'the second worker to finish');
    const expected = await directSelection();
    const rows = await inbox(sendId);
    expect(rows.map((r) => r.user_id)).toEqual(expected);
    // The counter moves in the transaction that marks a chunk delivered: a chunk delivered twice would show here.
    expect(await state(sendId)).toMatchObject({ status: 'done', total: expected.length, sent: expected.length });
  }, 120_000);

  it("counts a chunk run twice at once one time, and both runs push every recipient's message", async () => {
    const sendId = await send();
    const { db } = database;
    await db.updateTable('bulk_sends').set({ chunk_size: 100 }).where('id', '=', sendId).execute();
    const { filter } = await db
      .selectFrom('bulk_sends')
      .select('filter')
      .where('id', '=', sendId)
      .executeTakeFirstOrThrow();
    await materialiseAudience(db, sendId, filter);
    const { id: eventId } = await db
      .selectFrom('outbox')
      .select('id')
      .where(sql<boolean>`(payload->>'sendId')::int = ${sendId}`)
      .executeTakeFirstOrThrow();
    const { visitor_ids: recipients } = await db
      .selectFrom('bulk_send_chunks')
      .select('visitor_ids')
      .where('send_id', '=', sendId)
      .where('chunk', '=', 0)
      .executeTakeFirstOrThrow();
    expect(recipients).toHaveLength(100);

    const publisher = new Redis(redis.url);
    const listener = new Redis(redis.url);
    const channels: string[] = [];
    listener.on('pmessageBuffer', (_pattern, channel: Buffer) => channels.push(channel.toString()));
    await listener.psubscribe('socket.io#*');
    try {
      const chunk = { sendId, chunk: 0, eventId } satisfies ChunkJob;
      const job = chunkJob(db, publisher);
      await Promise.all([runJob(job, chunk), runJob(job, chunk)]);

      expect((await state(sendId)).sent).toBe(recipients.length);
      const rows = await db
        .selectFrom('notifications')
        .select(['id', 'user_id'])
        .where('event_id', '=', eventId)
        .execute();
      expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([...recipients].sort((a, b) => a - b));
      // Pushes are at least once: each run pushes every recipient's message (the run that lost the race too, as a
      // run after a crash between commit and push must), and the client's dedupe makes it one.
      await waitFor(() => channels.length >= 2 * recipients.length + 2, { what: 'the pushes of both runs' });
      const perRecipient = recipients.map((id) => channels.filter((c) => c.includes(`#user:${id}#`)).length);
      expect(new Set(perRecipient)).toEqual(new Set([2]));
      expect(channels).toHaveLength(2 * recipients.length + 2);
    } finally {
      listener.disconnect();
      publisher.disconnect();
    }
  });
});
