import { alertMessages, messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';
import { lastEvent } from '../../../test/outbox.ts';

let t: TestApp;
let gestor: string;
let visitorToken: string;
let visitor: { id: number; email: string };
let authority: { id: number };
let inactiveAuthority: { id: number };
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  visitor = await createUser(t.db, { type: 'visitor', name: 'Luis', last_name: 'Gómez' });
  visitorToken = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
  authority = await createUser(t.db, { type: 'authority', name: 'Ramón', last_name: 'Salinas' });
  inactiveAuthority = await createUser(t.db, { type: 'authority', inactive: true });
  typeId = (
    await t.db.insertInto('alert_types').values({ tipo_alerta: 'Seguridad' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function openAlert(
  comment = 'Hay una persona herida',
  status: 'ABIERTA' | 'ASIGNADA' | 'ATENDIDA' = 'ABIERTA',
  raisedAt?: Date,
) {
  return insertAlert(t.db, {
    alert_type_id: typeId,
    visitor_id: visitor.id,
    comentario_visitante: comment,
    status,
    autoridad_id: status === 'ABIERTA' ? null : authority.id,
    ...(raisedAt && { fecha_alerta: raisedAt }),
  });
}

const assign = (payload: object, token = gestor) =>
  t.app.inject({ method: 'POST', url: '/api/alerts/assign/authority/', headers: { 'x-access-token': token }, payload });
const statusOf = async (id: number) =>
  await t.db.selectFrom('alerts').select(['status', 'autoridad_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/alerts/', () => {
  it('lists newest first with the count of each tab, filtered by status and search', async () => {
    const a = await openAlert('Robo de bicicleta');
    const b = await openAlert('Persona extraviada', 'ASIGNADA');
    const c = await openAlert('Incendio', 'ATENDIDA');
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/alerts/?${query}`, headers: { 'x-access-token': gestor } });
    const all = (await get('')).json();
    expect(all.rows.slice(0, 3).map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(all.counts).toMatchObject({ Todos: all.total });
    expect(all.rows[0]).toMatchObject({ alerta_type: 'Seguridad', user_info: { name: 'Luis', last_name: 'Gómez' } });
    const assigned = (await get('status=ASIGNADA')).json();
    expect(assigned.rows.every((r: { status: string }) => r.status === 'ASIGNADA')).toBe(true);
    expect(assigned.rows[0]).toMatchObject({ authority_name: 'Ramón', authority_lastname: 'Salinas' });
    const search = (await get('search=BICICLETA')).json();
    expect(search.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(search.counts).toEqual({ Todos: 1, ABIERTA: 1, ASIGNADA: 0, ATENDIDA: 0 });
    expect((await get(`search=F-${c.id}`)).json().rows[0].id).toBe(c.id);
    expect((await get('order=asc')).json().rows.at(-1).id).toBe(c.id);
    expect((await get('status=CERRADO')).statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/alerts/',
      headers: { 'x-access-token': visitorToken },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('lists the alert whose folio is searched first, then the others in order, page after page', async () => {
    const raised = (comment: string, minutes: number) =>
      openAlert(comment, 'ABIERTA', new Date(Date.UTC(2030, 0, 1, 10, minutes)));
    const wanted = await raised('Corte de luz', 30);
    // Others that mention the folio: one raised before it, two after.
    const before = await raised(`Sigue sin atender F-${wanted.id}`, 0);
    const after = [await raised(`Otra vez F-${wanted.id}`, 40), await raised(`Igual que F-${wanted.id}`, 50)];
    const list = async (query: string) => {
      const url = `/api/alerts/?search=F-${wanted.id}&${query}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': gestor } });
      return (res.json() as { rows: { id: number }[] }).rows.map((r) => r.id);
    };
    const newest = [wanted.id, after[1]!.id, after[0]!.id, before.id];
    expect(await list('')).toEqual(newest);
    expect(await list('order=asc')).toEqual([wanted.id, before.id, after[0]!.id, after[1]!.id]);
    const pages = [await list('pageSize=3&page=1'), await list('pageSize=3&page=2')];
    expect(pages.flat()).toEqual(newest);
    const bare = `/api/alerts/?search=${wanted.id}`;
    const byNumber = await t.app.inject({ method: 'GET', url: bare, headers: { 'x-access-token': gestor } });
    expect(byNumber.json().rows[0].id).toBe(wanted.id);
  });
});

describe('POST /api/alerts/assign/authority/', () => {
  it('assigns an open alert to an active authority and records alert.assigned', async () => {
    const { id } = await openAlert();
    const res = await assign({ alert_id: id, autoridad_id: authority.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.alerts.assigned,
      alert: { id, status: 'ASIGNADA', autoridad_id: authority.id },
    });
    const event = await lastEvent(t.db, 'alert.assigned');
    expect(event.payload).toMatchObject({ alert: { id, authority_name: 'Ramón' } });
  });

  it('refuses a missing authority, an inactive one, a non-open alert and a missing alert, changing nothing', async () => {
    const { id } = await openAlert();
    for (const payload of [
      { alert_id: id },
      { alert_id: id, autoridad_id: '' },
      { alert_id: id, autoridad_id: null },
    ]) {
      const res = await assign(payload);
      expect(errorOf(res)).toEqual({
        error: { name: 'ValidationError' },
        message: messages.alerts.authorityRequired,
        field: 'autoridad_id',
      });
    }
    const inactive = await assign({ alert_id: id, autoridad_id: inactiveAuthority.id });
    expect(inactive.statusCode).toBe(400);
    expect(errorOf(inactive)).toMatchObject({ field: 'autoridad_id', message: alertMessages.authorityInactive });
    const notAuthority = await assign({ alert_id: id, autoridad_id: visitor.id });
    expect(notAuthority.statusCode).toBe(400);
    expect(await statusOf(id)).toEqual({ status: 'ABIERTA', autoridad_id: null });

    const attended = await openAlert('x', 'ATENDIDA');
    const conflict = await assign({ alert_id: attended.id, autoridad_id: authority.id });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({ error: { name: 'Conflict' }, message: alertMessages.notOpen });
    expect((await statusOf(attended.id)).status).toBe('ATENDIDA');
    expect((await assign({ alert_id: 999999, autoridad_id: authority.id })).statusCode).toBe(404);
    expect((await assign({ alert_id: 'uno', autoridad_id: authority.id })).statusCode).toBe(400);
    expect((await assign({ alert_id: id, autoridad_id: authority.id }, visitorToken)).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent assignments win; the other gets 409', async () => {
    const other = await createUser(t.db, { type: 'authority' });
    for (let round = 0; round < 5; round++) {
      const { id } = await openAlert();
      const before = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 'alert.assigned')
        .executeTakeFirstOrThrow();
      const results = await Promise.all([
        assign({ alert_id: id, autoridad_id: authority.id }),
        assign({ alert_id: id, autoridad_id: other.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json().alert.autoridad_id;
      expect(await statusOf(id)).toEqual({ status: 'ASIGNADA', autoridad_id: winner });
      const after = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 'alert.assigned')
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n + 1);
    }
  });
});

describe("an authority's alerts, alert types and chats", () => {
  it('lists the alerts of an authority, the types, and the chat of an alert', async () => {
    const { id } = await openAlert('con chat', 'ASIGNADA');
    await t.db
      .insertInto('chat_messages')
      .values([
        { alert_id: id, user_type: 'visitor', message: 'Hola', date: new Date(Date.now() - 1000) },
        { alert_id: id, user_type: 'authority', message: 'Voy', date: new Date() },
      ])
      .execute();
    const headers = { 'x-access-token': gestor };
    const alerts = await t.app.inject({ method: 'GET', url: `/api/alerts/getallbyauthority/${authority.id}`, headers });
    expect(alerts.json().every((a: { autoridad_id: number }) => a.autoridad_id === authority.id)).toBe(true);
    expect(alerts.json().map((a: { id: number }) => a.id)).toContain(id);
    const types = await t.app.inject({ method: 'GET', url: '/api/alerts/getall/types/', headers });
    expect(types.json()).toEqual([{ id: typeId, tipo_alerta: 'Seguridad' }]);
    const chat = await t.app.inject({ method: 'GET', url: `/api/messages/${id}`, headers });
    expect(chat.json().map((m: { message: string; user_type: string }) => [m.user_type, m.message])).toEqual([
      ['visitor', 'Hola'],
      ['authority', 'Voy'],
    ]);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/messages/authority',
      headers,
      payload: { autoridad_id: authority.id },
    });
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    const missing = await t.app.inject({ method: 'POST', url: '/api/messages/authority', headers, payload: {} });
    expect(errorOf(missing)).toMatchObject({ field: 'autoridad_id', message: messages.alerts.authorityRequired });
    const bad = await t.app.inject({ method: 'GET', url: '/api/messages/abc', headers });
    expect(bad.statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${id}`,
      headers: { 'x-access-token': visitorToken },
    });
    expect(denied.statusCode).toBe(403);
  });
});
