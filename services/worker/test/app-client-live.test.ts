import { buildApp } from '@ppd/api';
import { createActivityRefs, loadConfig } from '@ppd/api/testing';
import { ApiCallError } from '@ppd/client';
import { call, clientPool, signUpAndIn } from '@ppd/client/testing';
import { hashPassword } from '@ppd/db';
import { createTestDatabase, insertAlertType, waitFor } from '@ppd/db/testing';
import { messages, ROOMS } from '@ppd/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '../src/index.ts';
import { startTestWorker } from '../src/testing.ts';

let t: {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  databaseUrl: string;
  close: () => Promise<void>;
};
let worker: RunningWorker;
let baseUrl: string;
const clients = clientPool(() => baseUrl);
const client = clients.open;

beforeAll(async () => {
  const database = await createTestDatabase();
  const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: database.url }));
  t = {
    app,
    db: database.db,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
  worker = await startTestWorker(t.databaseUrl, 'client-test');
});
afterAll(async () => {
  clients.closeAll();
  await worker?.stop();
  await t?.close();
});

async function person(type: 'monitor' | 'authority', email: string, online = true) {
  await t.db
    .insertInto('users')
    .values({
      type,
      email,
      name: type === 'authority' ? 'Ramón' : 'Gestor',
      last_name: 'Prueba',
      password_hash: await hashPassword('clave123'),
    })
    .execute();
  const c = client();
  await c.signIn(email, 'clave123', type);
  if (online) await c.connect();
  return c;
}

/** An alert type, a connected gestor and an authority (connected unless said), named after the test. */
async function alertScene(name: string, authorityOnline = true) {
  const typeId = await insertAlertType(t.db, name);
  const key = name.toLowerCase();
  const gestor = await person('monitor', `gestor.${key}@live.mx`);
  const authority = await person('authority', `autoridad.${key}@live.mx`, authorityOnline);
  const authorityId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `autoridad.${key}@live.mx`)
      .executeTakeFirstOrThrow()
  ).id;
  return { typeId, gestor, authority, authorityId };
}

/** A new visitor, signed in (not connected). */
const visitorNamed = (name: string) =>
  signUpAndIn(client(), {
    email: `visitante.${name.toLowerCase()}@live.mx`,
    password: 'clave123',
    name,
    last_name: 'Prueba',
    sex: 'M',
    age: 30,
    nivel_estudios: 'Preparatoria',
  });

describe('the reference client against the real API and worker', () => {
  it('follows an alert live: raised on the board, assigned to the authority, chat, attended', async () => {
    const { typeId, gestor, authority, authorityId } = await alertScene('Salud');

    const visitor = await signUpAndIn(client(), {
      email: 'visitante@live.mx',
      password: 'clave123',
      name: 'María',
      last_name: 'López',
      sex: 'M',
      age: 30,
      nivel_estudios: 'Preparatoria',
    });
    await visitor.connect();

    const onBoard = gestor.next('alert:raised');
    const alert = await visitor.raiseAlert({ alert_type_id: typeId, lat: 19.41, lon: -99.2, comentario: 'Ayuda' });
    expect((await onBoard).alert).toMatchObject({ id: alert.id, status: 'ABIERTA', user_info: { name: 'María' } });

    const toAuthority = authority.next('alert:assigned', (p) => p.alert.id === alert.id);
    const inbox = authority.next('notification');
    await gestor.assign(alert.id, authorityId);
    expect((await toAuthority).alert).toMatchObject({ status: 'ASIGNADA', autoridad_id: authorityId });
    expect((await inbox).notification).toMatchObject({ kind: 'alert.assigned', title: 'Nueva alerta asignada' });

    expect(await gestor.joinAlert(alert.id)).toEqual({ ok: true });
    const inChat = gestor.next('chat:message');
    const toVisitor = visitor.next('chat:message');
    await authority.sendMessage(alert.id, 'Vamos en camino');
    expect((await inChat).message).toMatchObject({ message: 'Vamos en camino', user_type: 'authority' });
    expect((await toVisitor).message.alert_id).toBe(alert.id);

    const attended = gestor.next('alert:attended');
    await authority.attend(alert.id, 'Se brindó atención');
    expect((await attended).alert).toMatchObject({ id: alert.id, status: 'ATENDIDA' });
  });

  it('delivers an activity sent by a gestor to the visitor, who reads it with its route and comments', async () => {
    const { categoryId, placeId } = await createActivityRefs(t.db);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const activity = await t.db
      .insertInto('activities')
      .values({
        nombre: 'Concierto',
        fecha: soon,
        hora: '18:00',
        fecha_final: soon,
        hora_final: '20:00',
        category_id: categoryId,
        lugar_id: placeId,
        ruta: JSON.stringify({
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [-99.2, 19.41],
              [-99.19, 19.42],
            ],
          },
        }),
        route: 'SRID=4326;LINESTRING(-99.2 19.41, -99.19 19.42)',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gestor = await person('monitor', 'gestor.eventos@live.mx');
    const visitor = await signUpAndIn(client(), {
      email: 'visitante.eventos@live.mx',
      password: 'clave123',
      name: 'Ana',
      last_name: 'Ruiz',
      sex: 'M',
      age: 25,
      nivel_estudios: 'Universidad',
    });
    await visitor.connect();

    const inbox = visitor.next('notification', (p) => p.notification.kind === 'event.sent');
    await call(baseUrl, 'POST', `/api/events/send/${activity.id}`, { token: gestor.token, body: { sex: 'M' } });
    expect((await inbox).notification).toMatchObject({
      title: 'Nuevo evento',
      body: 'Concierto',
      data: { eventId: activity.id },
    });

    expect((await visitor.activities()).map((e) => e.id)).toEqual([activity.id]);
    await visitor.commentActivity(activity.id, 5, 'Excelente');
    const read = await visitor.activity(activity.id);
    expect(read.ruta?.geometry.coordinates).toEqual([
      [-99.2, 19.41],
      [-99.19, 19.42],
    ]);
    expect(read.comentarios).toEqual([expect.objectContaining({ stars: 5, comment: 'Excelente', name: 'Ana' })]);
    const feed = await fetch(visitor.activitiesCalendarUrl());
    expect(await feed.text()).toContain('SUMMARY:Concierto');
  });

  it('keeps what reached an offline app in its inbox: paged newest first, marked read one by one or all', async () => {
    const { typeId, gestor, authority, authorityId } = await alertScene('Fuga', false);
    const visitor = await visitorNamed('Luz');
    const alerts = [];
    for (const comentario of ['Huele a gas', 'Sigue la fuga', 'Ya son tres']) {
      const alert = await visitor.raiseAlert({ alert_type_id: typeId, lat: 19.4, lon: -99.1, comentario });
      await gestor.assign(alert.id, authorityId);
      alerts.push(alert.id);
    }

    const all = await waitFor(
      async () => {
        const page = await authority.notifications();
        return page.notifications.length === 3 && page;
      },
      { what: 'three inbox rows' },
    );
    expect(all.unread).toBe(3);
    expect(all.notifications.map((n) => n.kind)).toEqual(['alert.assigned', 'alert.assigned', 'alert.assigned']);
    expect(all.notifications.map((n) => n.data.alertId).sort()).toEqual([...alerts].sort());

    const first = await authority.notifications({ limit: 2 });
    expect(first.notifications).toEqual(all.notifications.slice(0, 2));
    const rest = await authority.notifications({ before: first.next_before!, limit: 2 });
    expect(rest).toEqual({ notifications: all.notifications.slice(2), unread: 3, next_before: null });

    const newest = all.notifications[0]!;
    const read = await authority.markNotificationRead(newest.id);
    expect(read).toMatchObject({ notification: { id: newest.id, read_at: expect.any(String) }, unread: 2 });
    expect(await authority.markNotificationRead(newest.id)).toEqual(read);
    const notMine = await visitor.markNotificationRead(newest.id).catch((e) => e);
    expect(notMine).toBeInstanceOf(ApiCallError);
    expect(notMine).toMatchObject({ status: 404, errorName: 'NotFound' });

    expect(await authority.markAllNotificationsRead()).toEqual({ marked: 2, unread: 0 });
    expect((await authority.notifications()).notifications.every((n) => n.read_at !== null)).toBe(true);
  });

  it('connect() while the socket is reconnecting replaces it: the old one stops, the handlers move over', async () => {
    const { typeId, gestor, authority, authorityId } = await alertScene('Choque');
    const pushed: number[] = [];
    authority.on('alert:assigned', (p) => pushed.push(p.alert.id));
    const first = await authority.connect();
    first.io.engine.close(); // the network drops: the socket waits to reconnect
    expect(first.connected).toBe(false);
    const second = await authority.connect();
    expect(second).not.toBe(first);
    expect(first.active).toBe(false);

    // Past the reconnection delay, the server still holds one socket of this user.
    await new Promise((r) => setTimeout(r, 2_500));
    const sockets = await t.app.realtime.io.local.in(ROOMS.user(authorityId)).fetchSockets();
    expect(sockets.map((s) => s.id)).toEqual([second.id]);

    const visitor = await visitorNamed('Eva');
    const alert = await visitor.raiseAlert({ alert_type_id: typeId, lat: 19.4, lon: -99.1, comentario: 'Choque' });
    await gestor.assign(alert.id, authorityId);
    await waitFor(() => pushed.length > 0, { what: 'alert:assigned' });
    expect(pushed).toEqual([alert.id]);
  });

  it('calls onConnect on the first connection and after each reconnection', async () => {
    const authority = await person('authority', 'autoridad.onconnect@live.mx', false);
    let connections = 0;
    authority.onConnect(() => {
      connections += 1;
    });
    const socket = await authority.connect();
    expect(connections).toBe(1);
    socket.io.engine.close();
    await waitFor(() => connections === 2, { what: 'the reconnection' });
    expect(socket.connected).toBe(true);
  });

  it('rejects with the API error: name, message and field', async () => {
    const c = client();
    const err = await c
      .signUpVisitor({
        email: '',
        password: 'x',
        name: 'a',
        last_name: 'b',
        sex: 'H',
        age: 1,
        nivel_estudios: 'Primaria',
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 400, errorName: 'ValidationError', field: 'email' });
    expect(err.message).toContain(messages.people.emailRequired);
  });
});
