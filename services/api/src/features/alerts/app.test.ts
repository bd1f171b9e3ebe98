import { alertMessages } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  loginAs,
  type TestApp,
  visitorSignUpInput,
  waitForLockWaiter,
} from '../../../test/app.ts';

let t: TestApp;
let typeId: number;
let gestor: string;
let authorityA: { id: number; token: string };
let authorityB: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  typeId = (
    await t.db.insertInto('alert_types').values({ tipo_alerta: 'Salud' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  const a = await createUser(t.db, { type: 'authority', name: 'Ramón' });
  const b = await createUser(t.db, { type: 'authority' });
  authorityA = { id: a.id, token: await loginAs(t.app, a.email, 'secreto123', 'authority') };
  authorityB = { id: b.id, token: await loginAs(t.app, b.email, 'secreto123', 'authority') };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

async function newVisitor() {
  const input = visitorSignUpInput();
  const res = await call('POST', '/api/app/visitors', undefined, input);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, token: await loginAs(t.app, input.email, input.password, 'visitor') };
}

/** A new visitor raises an alert of the test's type at (lat, -99.2); the reply must be 201. */
async function raiseAs(lat: number, comentario: string) {
  const v = await newVisitor();
  const raised = await call('POST', '/api/app/alerts', v.token, { alert_type_id: typeId, lat, lon: -99.2, comentario });
  expect(raised.statusCode, raised.body).toBe(201);
  return { v, alert: raised.json() };
}

describe('the life of an alert through the app', () => {
  it('dates every change later than the one before, so that clients keep the newer of two copies', async () => {
    const { alert } = await raiseAs(19.43, 'Hay humo');
    // The previous change's transaction began after this one's (its clock ahead): `now()` would go back.
    const ahead = await t.db
      .updateTable('alerts')
      .set({ updated_at: sql`now() + interval '1 hour'` })
      .where('id', '=', alert.id)
      .returning(sql<string>`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/api/alerts/assign/authority/', gestor, {
      alert_id: alert.id,
      autoridad_id: authorityB.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const assigned = res.json().alert;
    expect(assigned.status).toBe('ASIGNADA');
    expect(assigned.updated_at > ahead.at, `${assigned.updated_at} after ${ahead.at}`).toBe(true);
    expect(alert.updated_at < ahead.at).toBe(true);
  });

  it('raise → assign → chat → attend, each recording its event', async () => {
    const { v, alert } = await raiseAs(19.41, 'Me siento mal');
    expect(alert).toMatchObject({
      status: 'ABIERTA',
      alerta_type: 'Salud',
      comentario_visitante: 'Me siento mal',
      visitor_id: v.id,
    });

    const mine = await call('GET', '/api/app/alerts', v.token);
    expect(mine.json().map((a: { id: number }) => a.id)).toEqual([alert.id]);

    const early = await call('POST', `/api/app/alerts/${alert.id}/messages`, v.token, { message: 'Sigo aquí' });
    expect(early.statusCode).toBe(201);

    await call('POST', '/api/alerts/assign/authority/', gestor, { alert_id: alert.id, autoridad_id: authorityA.id });
    const assigned = await call('GET', '/api/app/alerts?status=ASIGNADA', authorityA.token);
    expect(assigned.json().map((a: { id: number }) => a.id)).toEqual([alert.id]);

    const reply = await call('POST', `/api/app/alerts/${alert.id}/messages`, authorityA.token, {
      message: 'Vamos en camino',
    });
    expect(reply.json()).toMatchObject({ user_type: 'authority', message: 'Vamos en camino', alert_id: alert.id });
    const chat = await call('GET', `/api/app/alerts/${alert.id}/messages`, v.token);
    expect(chat.json().map((m: { message: string }) => m.message)).toEqual(['Sigo aquí', 'Vamos en camino']);

    const noComment = await call('POST', `/api/app/alerts/${alert.id}/attend`, authorityA.token, {
      comentario_autoridad: ' ',
    });
    expect(errorOf(noComment)).toMatchObject({ field: 'comentario_autoridad', message: alertMessages.commentRequired });
    const attended = await call('POST', `/api/app/alerts/${alert.id}/attend`, authorityA.token, {
      comentario_autoridad: 'Se brindó atención',
    });
    expect(attended.json()).toMatchObject({ status: 'ATENDIDA', comentario_autoridad: 'Se brindó atención' });
    const again = await call('POST', `/api/app/alerts/${alert.id}/attend`, authorityA.token, {
      comentario_autoridad: 'otra vez',
    });
    expect(again.statusCode).toBe(409);
    const closed = await call('POST', `/api/app/alerts/${alert.id}/messages`, v.token, { message: 'Gracias' });
    expect(errorOf(closed)).toMatchObject({ error: { name: 'Conflict' }, message: alertMessages.closedChat });

    const types = await t.db
      .selectFrom('outbox')
      .select('type')
      .where('actor_id', 'in', [v.id, authorityA.id])
      .execute();
    const names = types.map((r) => r.type);
    for (const type of ['alert.raised', 'chat.message_sent', 'alert.attended']) expect(names).toContain(type);
  });

  it('refuses the message of an authority whose alert was given to another while the message was on its way', async () => {
    const { alert } = await raiseAs(19.42, 'Ayuda');
    await call('POST', '/api/alerts/assign/authority/', gestor, { alert_id: alert.id, autoridad_id: authorityA.id });
    let sent: ReturnType<typeof call> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('alerts').select('id').where('id', '=', alert.id).forUpdate().execute();
      sent = call('POST', `/api/app/alerts/${alert.id}/messages`, authorityA.token, { message: 'Ya llegamos' });
      await waitForLockWaiter(t.db);
      await trx.updateTable('alerts').set({ autoridad_id: authorityB.id }).where('id', '=', alert.id).execute();
    });
    expect(errorOf(await sent!)).toMatchObject({ error: { name: 'Forbidden' }, message: alertMessages.otherAlert });
    const chat = await t.db.selectFrom('chat_messages').select('id').where('alert_id', '=', alert.id).execute();
    expect(chat).toEqual([]);
  });

  it('answers the raised alert as the board shows it, and stores the same view in its event', async () => {
    const { v, alert } = await raiseAs(19.412345678901, 'Humo');
    // The same alert read back afterwards, as the apps and the board read it.
    expect((await call('GET', `/api/app/alerts/${alert.id}`, v.token)).json()).toEqual(alert);
    const event = await t.db
      .selectFrom('outbox')
      .select(['payload', 'actor_id'])
      .where('type', '=', 'alert.raised')
      .where(sql<number>`(payload->'alert'->>'id')::int`, '=', alert.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ payload: { alert }, actor_id: v.id });
    const visitor = await t.db
      .selectFrom('users')
      .select(sql<string>`ST_AsText(last_location)`.as('at'))
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(visitor.at).toBe('POINT(-99.2 19.412345678901)');
  });

  it('refuses bad alerts, and only visitors raise them', async () => {
    const v = await newVisitor();
    const cases: [object, string, string][] = [
      [{ lat: 19.4, lon: -99.2 }, 'alert_type_id', alertMessages.typeRequired],
      [{ alert_type_id: 999999, lat: 19.4, lon: -99.2 }, 'alert_type_id', alertMessages.typeRequired],
      [{ alert_type_id: typeId, lat: 91, lon: -99.2 }, 'lat', alertMessages.positionInvalid],
      [{ alert_type_id: typeId, lat: 19.4 }, 'lon', alertMessages.positionInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/app/alerts', v.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
    expect(await call('GET', '/api/app/alerts', v.token).then((r) => r.json())).toEqual([]);
    const byAuthority = await call('POST', '/api/app/alerts', authorityA.token, {
      alert_type_id: typeId,
      lat: 19.4,
      lon: -99.2,
    });
    expect(byAuthority.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/app/alerts', undefined, { alert_type_id: typeId, lat: 19.4, lon: -99.2 })).statusCode,
    ).toBe(401);
  });

  it("answers 403 to an authority reading another authority's alert and to a visitor reading another visitor's", async () => {
    const owner = await newVisitor();
    const stranger = await newVisitor();
    const { id } = (
      await call('POST', '/api/app/alerts', owner.token, { alert_type_id: typeId, lat: 19.4, lon: -99.2 })
    ).json();
    await call('POST', '/api/alerts/assign/authority/', gestor, { alert_id: id, autoridad_id: authorityA.id });
    for (const token of [stranger.token, authorityB.token]) {
      for (const [method, url, payload] of [
        ['GET', `/api/app/alerts/${id}`],
        ['GET', `/api/app/alerts/${id}/messages`],
        ['POST', `/api/app/alerts/${id}/messages`, { message: 'hola' }],
      ] as const) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res).message).toBe(alertMessages.otherAlert);
      }
    }
    const attend = await call('POST', `/api/app/alerts/${id}/attend`, authorityB.token, { comentario_autoridad: 'no' });
    expect(attend.statusCode).toBe(403);
    const byVisitor = await call('POST', `/api/app/alerts/${id}/attend`, owner.token, { comentario_autoridad: 'no' });
    expect(byVisitor.statusCode).toBe(403);
    expect((await call('GET', '/api/app/alerts/999999', owner.token)).statusCode).toBe(404);
    const row = await t.db.selectFrom('alerts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ASIGNADA');
    expect(await t.db.selectFrom('chat_messages').select('id').where('alert_id', '=', id).execute()).toEqual([]);
  });

  it("records an authority's position and last connection, shown in the active list", async () => {
    const res = await call('POST', '/api/app/authorities/me/position', authorityB.token, { lat: 19.42, lon: -99.19 });
    expect(res.statusCode).toBe(200);
    const active = await call('GET', '/authorities/active/list/', gestor);
    const row = active.json().find((a: { id: number }) => a.id === authorityB.id);
    expect(row.last_date).toBe(res.json().last_date);
    const bad = await call('POST', '/api/app/authorities/me/position', authorityB.token, { lat: 'norte', lon: -99.19 });
    expect(errorOf(bad)).toMatchObject({ field: 'lat', message: alertMessages.positionInvalid });
    const v = await newVisitor();
    expect(
      (await call('POST', '/api/app/authorities/me/position', v.token, { lat: 19.4, lon: -99.1 })).statusCode,
    ).toBe(403);
  });
});
