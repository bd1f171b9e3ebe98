import { recordEvent } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { alertView } from './helpers/alerts.ts';
import { buildTestApp, type FastifyInstance, tokenFor } from './helpers/api.ts';
import { ownDatabaseAndRedis } from './helpers/own-spine.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser, type User } from './helpers/users.ts';
import { startTestWorker } from './helpers/worker.ts';

describe('live pushes through Socket.IO', () => {
  const own = ownDatabaseAndRedis();
  let apps: FastifyInstance[];
  let urls: string[];
  let worker: RunningWorker;
  let gestor: User;
  let authorityA: User;
  let authorityB: User;
  let visitor: User;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    // Two API processes sharing one Redis, as behind a load balancer.
    apps = [await buildTestApp(own.database.url, own.redis.url), await buildTestApp(own.database.url, own.redis.url)];
    urls = await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
    worker = await startTestWorker({ databaseUrl: own.database.url, redisUrl: own.redis.url });
    gestor = await createUser(own.database.db, { type: 'monitor' });
    authorityA = await createUser(own.database.db, { type: 'authority', name: 'Autoridad A' });
    authorityB = await createUser(own.database.db, { type: 'authority', name: 'Autoridad B' });
    visitor = await createUser(own.database.db, { type: 'visitor' });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await worker?.stop();
    await Promise.all((apps ?? []).map((app) => app.close()));
  });

  async function connect(apiIndex: number, user: User): Promise<ClientSocket> {
    const socket = await connectSocket(urls[apiIndex]!, tokenFor(apps[apiIndex]!, user));
    sockets.push(socket);
    return socket;
  }

  const refusal = (url: string, token?: string) =>
    connectSocket(url, token).then(
      () => {
        throw new Error('connected');
      },
      (err: Error & { data?: { name: string; message: string } }) => err.data,
    );

  it('refuses a handshake without a token, with a bad one, an expired one, or an inactive account', async () => {
    expect(await refusal(urls[0]!)).toMatchObject({ name: 'InvalidTokenError' });
    expect(await refusal(urls[0]!, 'not-a-jwt')).toMatchObject({ name: 'JsonWebTokenError' });

    const expired = tokenFor(apps[0]!, gestor, '1s');
    await sleep(1_100);
    expect(await refusal(urls[0]!, expired)).toMatchObject({
      name: 'TokenExpiredError',
      message: 'La sesión ha caducado',
    });

    const other = await createUser(own.database.db, { inactive: true });
    expect(await refusal(urls[1]!, tokenFor(apps[1]!, other))).toMatchObject({ name: 'JsonWebTokenError' });
  });

  it('reaches the board on either API process, and an authority only with its own alerts', async () => {
    const board0 = await connect(0, gestor);
    const board1 = await connect(1, gestor);
    const socketA = await connect(0, authorityA);
    const socketB = await connect(1, authorityB);
    const raised = [collect(board0, 'alert:raised'), collect(board1, 'alert:raised')];
    const assignedToA = collect(socketA, 'alert:assigned');
    const assignedToB = collect(socketB, 'alert:assigned');
    const raisedAtAuthority = collect(socketA, 'alert:raised');
    const inboxA = collect(socketA, 'notification');
    const boardAssigned = collect(board1, 'alert:assigned');

    const alert = alertView({ visitor_id: visitor.id });
    const raisedId = await recordEvent(own.database.db, 'alert.raised', { alert }, visitor);
    await waitFor(() => raised.every((r) => r.length === 1), { what: 'alert:raised on both boards' });
    expect(raised[0]![0]).toEqual({ eventId: raisedId, alert });
    expect(raised[1]![0]).toEqual({ eventId: raisedId, alert });

    const assigned = {
      ...alert,
      status: 'ASIGNADA' as const,
      autoridad_id: authorityA.id,
      authority_name: 'Autoridad A',
      authority_lastname: 'Pérez',
    };
    const assignedId = await recordEvent(own.database.db, 'alert.assigned', { alert: assigned }, gestor);
    await waitFor(() => assignedToA.length === 1 && inboxA.length === 1 && boardAssigned.length === 1, {
      what: 'alert:assigned for authority A',
    });
    expect(assignedToA[0]).toEqual({ eventId: assignedId, alert: assigned });
    expect(inboxA[0]).toMatchObject({
      eventId: assignedId,
      notification: { kind: 'alert.assigned', title: 'Nueva alerta asignada', data: { alertId: alert.id } },
    });
    const stored = await own.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('event_id', '=', assignedId)
      .execute();
    expect(stored.map((n) => n.user_id)).toEqual([authorityA.id]);

    await sleep(500);
    expect(assignedToB).toEqual([]);
    expect(raisedAtAuthority).toEqual([]);
  });

  it('lets staff follow an alert chat, and others only as the alerts feature allows', async () => {
    const board = await connect(1, gestor);
    const authority = await connect(0, authorityA);
    const alertId = 777;
    expect(await board.emitWithAck('alert:join', alertId)).toEqual({ ok: true });
    expect(await authority.emitWithAck('alert:join', alertId)).toMatchObject({ ok: false, error: 'Forbidden' });
    expect(await board.emitWithAck('alert:join', -3)).toMatchObject({ ok: false, error: 'ValidationError' });

    for (const app of apps) {
      app.realtime.setAlertAccess(async (user, id) => user.id === authorityA.id && id === alertId);
    }
    expect(await authority.emitWithAck('alert:join', alertId)).toEqual({ ok: true });

    const atBoard = collect(board, 'chat:message');
    const atAuthority = collect(authority, 'chat:message');
    const message = {
      id: 1,
      alert_id: alertId,
      message: 'Vamos en camino',
      date: new Date().toISOString(),
      user_type: 'authority' as const,
    };
    await recordEvent(
      own.database.db,
      'chat.message_sent',
      { message, alert: { id: alertId, visitor_id: visitor.id, autoridad_id: authorityA.id } },
      authorityA,
    );
    await waitFor(() => atBoard.length === 1 && atAuthority.length === 1, { what: 'chat:message in the alert room' });
    expect(atAuthority[0]!.message).toEqual(message);
  });

  it('sends the pushes of one event-loop turn in order, and writes again in the next turn', async () => {
    const board = await connect(0, gestor);
    const received = collect(board, 'alert:raised');
    const burst = Array.from({ length: 5 }, () => alertView({ visitor_id: visitor.id }));
    // Published in one turn, as when the API answers several alerts at once under a surge: held until the turn ends.
    for (const [i, alert] of burst.entries()) {
      apps[0]!.publishLive({ id: `turn-${alert.id}`, type: 'alert.raised', payload: { alert } });
      if (i === 0) expect(transportsOf(apps[0]!).some((t) => !t.writable)).toBe(true);
    }
    await waitFor(() => received.length === burst.length, { what: 'the burst' });
    expect(received.map((p) => p.alert.id)).toEqual(burst.map((a) => a.id));
    expect(transportsOf(apps[0]!).every((t) => t.writable)).toBe(true);
    const next = alertView({ visitor_id: visitor.id });
    apps[0]!.publishLive({ id: `turn-${next.id}`, type: 'alert.raised', payload: { alert: next } });
    await waitFor(() => received.length === burst.length + 1, { what: 'the next turn' });
  });

  it("closes an account's sockets on every API process once it is deactivated, and keeps the others", async () => {
    const leaving = await createUser(own.database.db, { type: 'monitor' });
    const onBoth = [await connect(0, leaving), await connect(1, leaving)];
    const staying = await connect(1, gestor);
    const reasons = onBoth.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));
    // Written as another process would: each API hears it from the database.
    await own.database.db.updateTable('users').set({ inactive: true }).where('id', '=', leaving.id).execute();
    expect(await Promise.all(reasons)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusal(urls[0]!, tokenFor(apps[0]!, leaving))).toMatchObject({ name: 'JsonWebTokenError' });
    expect(staying.connected).toBe(true);
  });

  it('closes its sockets when the API closes', async () => {
    const extra = await buildTestApp(own.database.url, own.redis.url);
    const url = await extra.listen({ host: '127.0.0.1', port: 0 });
    const socket = await connectSocket(url, tokenFor(extra, gestor));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await extra.close();
    expect(await reason).toBe('io server disconnect');
  });
});

/** The transports of the API's Socket.IO clients. */
function transportsOf(app: FastifyInstance): { writable: boolean }[] {
  const { clients } = app.realtime.io.engine as unknown as {
    clients: Record<string, { transport: { writable: boolean } }>;
  };
  return Object.values(clients).map((c) => c.transport);
}
