import { multipartForm } from '@ppd/api/testing';
import { insertAlertType, insertComplaintCategory, sleep, waitFor } from '@ppd/db/testing';
import type { ServerToClientEvents } from '@ppd/domain';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { mailsTo } from './helpers/maildev.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser, type User, uniqueEmail } from './helpers/users.ts';

/**
 * What the visitors' and authorities' apps get, end to end (API routes → outbox → worker → sockets and inbox):
 * the visitor a change concerns is told, another visitor is not.
 */
describe('pushes and inbox rows of the apps', () => {
  const live = liveStack();
  let connection: Redis;
  let notifyQueue: Queue;
  let gestor: User;
  let authority: User;
  let visitor: User;
  let otherVisitor: User;
  let categoryId: number;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    connection = new Redis(live.redis.url, { maxRetriesPerRequest: null });
    notifyQueue = new Queue('notify', { connection });
    // An administrator: only one may delete a complaint.
    gestor = await createUser(live.database.db, { type: 'monitor', is_admin: true });
    authority = await createUser(live.database.db, { type: 'authority', name: 'Autoridad' });
    visitor = await createUser(live.database.db, { type: 'visitor', email: uniqueEmail('denunciante') });
    otherVisitor = await createUser(live.database.db, { type: 'visitor' });
    categoryId = await insertComplaintCategory(live.database.db, { name: 'Alumbrado', email: uniqueEmail('area') });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await notifyQueue?.close();
    connection?.disconnect();
  });

  async function connect(user: User): Promise<ClientSocket> {
    const socket = await connectSocket(live.url, tokenFor(live.app, user));
    sockets.push(socket);
    return socket;
  }

  /** `event` and the notifications as the complainant's device (`mine`) and another visitor's (`theirs`) get them. */
  async function watch<K extends keyof ServerToClientEvents>(event: K) {
    const [mine, theirs] = [await connect(visitor), await connect(otherVisitor)];
    return {
      mine: collect(mine, event),
      theirs: collect(theirs, event),
      inbox: collect(mine, 'notification'),
      inboxElsewhere: collect(theirs, 'notification'),
    };
  }

  const as = (user: User) => ({ 'x-access-token': tokenFor(live.app, user) });

  async function complaintOf(visitorId: number): Promise<number> {
    const row = await live.database.db
      .insertInto('complaints')
      .values({
        category_id: categoryId,
        visitor_id: visitorId,
        text: 'La luminaria está apagada.',
        date: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The id of the last event of `type` about item `id` (`payload.<key>.id`). */
  async function eventAbout(type: string, key: 'complaint' | 'alert', id: number): Promise<string> {
    const row = await live.database.db
      .selectFrom('outbox')
      .select('id')
      .where('type', '=', type)
      .where(sql`payload->${key}->>'id'`, '=', String(id))
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Waits until the notify worker has handled the event (its pushes sent, its inbox rows written). */
  const notified = (eventId: string) =>
    waitFor(async () => (await (await notifyQueue.getJob(eventId))?.isCompleted()) === true, {
      what: `notify job ${eventId} done`,
    });

  const inboxOf = (eventId: string) =>
    live.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'data'])
      .where('event_id', '=', eventId)
      .execute();

  const changeStatus = (complaintId: number) =>
    live.app.inject({
      method: 'POST',
      url: '/api/notifications/complaint/',
      headers: as(gestor),
      payload: { complaint_id: complaintId, status: 'en proceso', reply: 'Enviamos una cuadrilla.' },
    });

  const deleteComplaint = (complaintId: number) =>
    live.app.inject({ method: 'DELETE', url: `/visitors/complaint/remove/${complaintId}`, headers: as(gestor) });

  it("tells the complainant's app and inbox that a complaint was deleted, and no other visitor", async () => {
    const complaintId = await complaintOf(visitor.id);
    const { mine: deleted, theirs: deletedElsewhere, inbox, inboxElsewhere } = await watch('complaint:deleted');

    expect((await deleteComplaint(complaintId)).statusCode).toBe(200);
    await waitFor(() => deleted.length === 1, { what: 'complaint:deleted at the complainant' });
    const eventId = await eventAbout('complaint.deleted', 'complaint', complaintId);
    expect(deleted[0]).toEqual({ eventId, complaint: { id: complaintId } });
    await notified(eventId);
    // A device that was not connected learns it from the inbox.
    expect(await inboxOf(eventId)).toEqual([{ user_id: visitor.id, kind: 'complaint.deleted', data: { complaintId } }]);
    const read = await live.app.inject({ url: '/api/app/notifications', headers: as(visitor) });
    const rows = read.json<{ notifications: { kind: string; title: string; body: string }[] }>().notifications;
    const mineDeleted = rows.filter((n) => n.kind === 'complaint.deleted');
    expect(mineDeleted).toEqual([
      expect.objectContaining({ title: 'Denuncia eliminada', body: expect.stringContaining(`F-${complaintId}`) }),
    ]);
    await waitFor(() => inbox.length === 1, { what: 'the deletion notification at the complainant' });
    const others = await live.app.inject({ url: '/api/app/notifications', headers: as(otherVisitor) });
    expect(
      others.json<{ notifications: { kind: string }[] }>().notifications.filter((n) => n.kind === 'complaint.deleted'),
    ).toEqual([]);
    await sleep(300);
    expect([deletedElsewhere, inboxElsewhere]).toEqual([[], []]);
    // And the complaint is gone for the app.
    const gone = await live.app.inject({ url: `/api/app/complaints/${complaintId}`, headers: as(visitor) });
    expect(gone.statusCode).toBe(404);
  });

  it("tells the complainant's other devices of a complaint filed from one, and no other visitor", async () => {
    const { mine: filed, theirs: filedElsewhere } = await watch('complaint:filed');
    const form = multipartForm({ category_id: String(categoryId), text: 'Bache en la calzada' });
    const res = await live.app.inject({
      method: 'POST',
      url: '/api/app/complaints',
      headers: { ...form.headers, ...as(visitor) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    await waitFor(() => filed.length === 1, { what: 'complaint:filed on the other device' });
    expect(filed[0]!.complaint).toMatchObject({ id, visitor_id: visitor.id, status: 'no atendida' });
    await notified(await eventAbout('complaint.filed', 'complaint', id));
    await sleep(300);
    expect(filedElsewhere).toEqual([]);
  });

  it('gives the complainant complaint:updated and an inbox row on a status change, and another visitor neither', async () => {
    const complaintId = await complaintOf(visitor.id);
    const { mine: updated, theirs: updatedElsewhere, inbox, inboxElsewhere } = await watch('complaint:updated');

    expect((await changeStatus(complaintId)).statusCode).toBe(200);
    await waitFor(() => updated.length === 1 && inbox.length === 1, { what: 'complaint:updated and its notification' });
    const eventId = await eventAbout('complaint.status_changed', 'complaint', complaintId);
    expect(updated[0]).toEqual({
      eventId,
      complaint: expect.objectContaining({
        id: complaintId,
        status: 'en proceso',
        previous_status: 'no atendida',
        reply: 'Enviamos una cuadrilla.',
        visitor_id: visitor.id,
      }),
    });
    expect(inbox[0]).toMatchObject({
      eventId,
      notification: {
        kind: 'complaint.status_changed',
        data: { complaintId, status: 'en proceso' },
        read_at: null,
      },
    });
    await notified(eventId);
    expect(await inboxOf(eventId)).toEqual([
      { user_id: visitor.id, kind: 'complaint.status_changed', data: { complaintId, status: 'en proceso' } },
    ]);
    await sleep(300);
    expect([updatedElsewhere, inboxElsewhere]).toEqual([[], []]);
  });

  it('writes no inbox row to a deactivated complainant when their complaint is deleted', async () => {
    const gone = await createUser(live.database.db, { type: 'visitor', inactive: true });
    const complaintId = await complaintOf(gone.id);

    expect((await deleteComplaint(complaintId)).statusCode).toBe(200);
    const eventId = await eventAbout('complaint.deleted', 'complaint', complaintId);
    await notified(eventId);
    expect(await inboxOf(eventId)).toEqual([]);
  });

  it('writes no inbox row and no e-mail to a deactivated complainant', async () => {
    const gone = await createUser(live.database.db, {
      type: 'visitor',
      email: uniqueEmail('inactivo'),
      inactive: true,
    });
    const complaintId = await complaintOf(gone.id);

    const res = await changeStatus(complaintId);
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveries).toEqual([]);
    const eventId = await eventAbout('complaint.status_changed', 'complaint', complaintId);
    await notified(eventId);
    expect(await inboxOf(eventId)).toEqual([]);
    await sleep(500);
    expect(await mailsTo(gone.email)).toEqual([]);
  });

  it("gives the alert's visitor alert:attended and an inbox row when the authority attends it, and another visitor neither", async () => {
    const typeId = await insertAlertType(live.database.db, 'Seguridad');
    const alert = await live.database.db
      .insertInto('alerts')
      .values({
        status: 'ASIGNADA',
        fecha_alerta: new Date(),
        alert_type_id: typeId,
        lat: 19.4126,
        lon: -99.2009,
        comentario_visitante: 'Hay una persona herida',
        visitor_id: visitor.id,
        autoridad_id: authority.id,
        assigned_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { mine: attended, theirs: attendedElsewhere, inbox, inboxElsewhere } = await watch('alert:attended');

    const res = await live.app.inject({
      method: 'POST',
      url: `/api/app/alerts/${alert.id}/attend`,
      headers: as(authority),
      payload: { comentario_autoridad: 'Atendida por la patrulla' },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => attended.length >= 1 && inbox.length === 1, { what: 'alert:attended and its notification' });
    const eventId = await eventAbout('alert.attended', 'alert', alert.id);
    expect(attended[0]).toEqual({
      eventId,
      alert: expect.objectContaining({
        id: alert.id,
        status: 'ATENDIDA',
        comentario_autoridad: 'Atendida por la patrulla',
        visitor_id: visitor.id,
      }),
    });
    expect(inbox[0]).toMatchObject({
      eventId,
      notification: { kind: 'alert.attended', title: 'Su alerta fue atendida', data: { alertId: alert.id } },
    });
    await notified(eventId);
    expect(await inboxOf(eventId)).toEqual([
      { user_id: visitor.id, kind: 'alert.attended', data: { alertId: alert.id } },
    ]);
    await sleep(300);
    expect([attendedElsewhere, inboxElsewhere]).toEqual([[], []]);
  });
});
