import { materialiseAudience } from '@ppd/db';
import { waitFor } from '@ppd/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAll, type SendBench, sendState, sendSurvey, startSendBench, stopSendBench } from './helpers/sends.ts';
import { collect, connectSocket } from './helpers/sockets.ts';
import { createUser } from './helpers/users.ts';

const EVERYONE = { sex: null, min_age: null, max_age: null, level_studies: null, wkt: null };

describe('a bulk send whose audience changed after it was drawn', () => {
  let bench: SendBench;
  beforeAll(async () => {
    bench = await startSendBench();
  }, 60_000);
  afterAll(() => stopSendBench(bench));

  /** Sends a survey to every visitor and draws its audience now, in chunks of two, as the worker would. */
  async function sendAndDraw() {
    const sendId = await sendSurvey(bench, EVERYONE);
    const { db } = bench.database;
    await db.updateTable('bulk_sends').set({ chunk_size: 2 }).where('id', '=', sendId).execute();
    await materialiseAudience(db, sendId, EVERYONE);
    return sendId;
  }

  it('reaches only the visitors still active, and says it reached as many as it wrote to', async () => {
    const { db } = bench.database;
    const visitors = await Promise.all(Array.from({ length: 6 }, () => createUser(db, { type: 'visitor' })));
    const socket = await connectSocket(await bench.app.listen({ host: '127.0.0.1', port: 0 }), bench.token);
    const pushed = collect(socket, 'send:progress');
    const sendId = await sendAndDraw();
    expect((await sendState(bench, sendId)).total).toBe(6);

    const [deactivated, deleted] = [visitors[1]!, visitors[4]!];
    await db.updateTable('users').set({ inactive: true }).where('id', '=', deactivated.id).execute();
    await db.deleteFrom('users').where('id', '=', deleted.id).execute();
    const send = await deliverAll(bench, sendId);

    const { rows: inbox } = await sql<{ user_id: number }>`
      SELECT user_id FROM notifications WHERE (data->>'sendId')::int = ${sendId} ORDER BY user_id`.execute(db);
    const reachable = visitors
      .filter((v) => v !== deactivated && v !== deleted)
      .map((v) => v.id)
      .sort((a, b) => a - b);
    expect(inbox.map((r) => r.user_id)).toEqual(reachable);
    expect(send).toMatchObject({ status: 'done', sent: reachable.length, total: reachable.length });
    // The sender's screen ends on the same figure.
    await waitFor(() => pushed.some((p) => p.progress.done), { what: 'the last progress push' });
    expect(pushed.find((p) => p.progress.done)?.progress).toMatchObject({ sent: 4, total: 4 });
    socket.close();
  }, 60_000);

  it('ends a send none of whose audience is still reachable, having reached no one', async () => {
    const { db } = bench.database;
    await db.deleteFrom('users').where('type', '=', 'visitor').execute();
    const only = await createUser(db, { type: 'visitor' });
    const sendId = await sendAndDraw();
    await db.updateTable('users').set({ inactive: true }).where('id', '=', only.id).execute();

    expect(await deliverAll(bench, sendId)).toMatchObject({ sent: 0, total: 0 });
    const reached = await db.selectFrom('notifications').select('id').where('user_id', '=', only.id).execute();
    expect(reached).toEqual([]);
  }, 60_000);
});
