import { type AlertView, auditEntryFor, type EventPayloads, pushesFor, ROOMS } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, insertAlert, insertAlertType, loginAs, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: string;
let visitor: { id: number };
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
  visitor = await createUser(t.db, { type: 'visitor', name: 'Luis', last_name: 'Gómez' });
  typeId = await insertAlertType(t.db, 'Incendio');
});
afterAll(() => t.close());

const headers = () => ({ 'x-access-token': admin });

async function raise(status: 'ABIERTA' | 'ATENDIDA' = 'ABIERTA', autoridadId: number | null = null) {
  return (
    await insertAlert(t.db, {
      alert_type_id: typeId,
      visitor_id: visitor.id,
      comentario_visitante: 'Humo en el parque',
      status,
      autoridad_id: autoridadId,
      ...(status === 'ATENDIDA' && { assigned_at: new Date(), attended_at: new Date() }),
    })
  ).id;
}

const assign = (alertId: number, authorityId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/alerts/assign/authority/',
    headers: headers(),
    payload: { alert_id: alertId, autoridad_id: authorityId },
  });
const deactivate = (id: number) =>
  t.app.inject({ method: 'POST', url: '/users/updateActivity', headers: headers(), payload: { id, inactive: true } });
const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/authorities/${id}`, headers: headers() });

const alertRow = (id: number) =>
  t.db
    .selectFrom('alerts')
    .select(['status', 'autoridad_id', 'assigned_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const reopenedEvents = async (alertId: number) =>
  (
    await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'alert.reopened')
      .where(sql`payload->'alert'->>'id'`, '=', String(alertId))
      .execute()
  ).map((e) => e.payload as EventPayloads['alert.reopened']);

/** An authority with one alert assigned through the API and one it has attended. */
async function busyAuthority() {
  const authority = await createUser(t.db, { type: 'authority', name: 'Lucía', last_name: 'Hernández' });
  const assigned = await raise();
  expect((await assign(assigned, authority.id)).statusCode).toBe(200);
  const attended = await raise('ATENDIDA', authority.id);
  return { authority, assigned, attended };
}

describe("an authority's ASIGNADA alerts when it leaves", () => {
  for (const [how, leave, reason] of [
    ['deleted', remove, 'deleted'],
    ['deactivated', deactivate, 'deactivated'],
  ] as const) {
    it(`go back to ABIERTA, unassigned, with an alert.reopened event, when it is ${how}`, async () => {
      const { authority, assigned, attended } = await busyAuthority();
      const res = await leave(authority.id);
      expect(res.statusCode, res.body).toBe(200);

      expect(await alertRow(assigned)).toEqual({ status: 'ABIERTA', autoridad_id: null, assigned_at: null });
      const events = await reopenedEvents(assigned);
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event).toMatchObject({
        alert: { id: assigned, status: 'ABIERTA', autoridad_id: null, authority_name: null },
        authority: { id: authority.id, name: 'Lucía', last_name: 'Hernández' },
        reason,
      });
      expect(auditEntryFor('alert.reopened', event)).toMatchObject({
        module: 'Alertas',
        action: 'Alerta reabierta',
        observation: expect.stringContaining(
          `la autoridad Lucía Hernández fue ${how === 'deleted' ? 'eliminada' : 'desactivada'}`,
        ),
      });
      const [push] = pushesFor({ type: 'alert.reopened', payload: event });
      expect(push).toMatchObject({ event: 'alert:reopened', data: { alert: { id: assigned, status: 'ABIERTA' } } });
      expect(push!.rooms).toContain(ROOMS.gestores);

      // The attended alert is not reopened, and still says who attended it.
      expect((await alertRow(attended)).status).toBe('ATENDIDA');
      expect(await reopenedEvents(attended)).toEqual([]);
      const board = await t.app.inject({ url: '/api/alerts/?search=Hernández', headers: headers() });
      expect(board.statusCode, board.body).toBe(200);
      expect(board.json().rows.find((a: AlertView) => a.id === attended)).toMatchObject({
        status: 'ATENDIDA',
        authority_name: 'Lucía',
        authority_lastname: 'Hernández',
      });

      // A gestor can assign it again to someone else.
      const other = await createUser(t.db, { type: 'authority' });
      const again = await assign(assigned, other.id);
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as { alert: AlertView }).alert).toMatchObject({
        status: 'ASIGNADA',
        autoridad_id: other.id,
      });
    });
  }

  it("starts a reopened alert's assignment clock over, on the board and in the deadline the worker sweeps", async () => {
    const authority = await createUser(t.db, { type: 'authority' });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const { id } = await insertAlert(t.db, {
      alert_type_id: typeId,
      visitor_id: visitor.id,
      fecha_alerta: tenMinutesAgo,
    });
    expect((await assign(id, authority.id)).statusCode).toBe(200);
    expect((await deactivate(authority.id)).statusCode).toBe(200);

    const { reopened_at } = await t.db
      .selectFrom('alerts')
      .select('reopened_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const due = new Date(reopened_at!.getTime() + 120_000);
    const deadline = await t.db
      .selectFrom('response_deadlines')
      .select(['first_due', 'second_due', 'fired_level', 'next_due'])
      .where('item_id', '=', id)
      .where('phase', '=', 'assignment')
      .executeTakeFirst();
    expect(deadline).toEqual({
      first_due: due,
      second_due: new Date(reopened_at!.getTime() + 240_000),
      fired_level: 0,
      next_due: due,
    });
    const [event] = await reopenedEvents(id);
    expect(event!.alert.deadlines.assignment).toBe(due.toISOString());
  });

  it('leaves ATENDIDA alerts with the deactivated authority, and a reactivation reopens nothing', async () => {
    const { authority, attended } = await busyAuthority();
    expect((await deactivate(authority.id)).statusCode).toBe(200);
    expect(await alertRow(attended)).toMatchObject({ status: 'ATENDIDA', autoridad_id: authority.id });
    const reactivate = await t.app.inject({
      method: 'POST',
      url: '/users/updateActivity',
      headers: headers(),
      payload: { id: authority.id, inactive: false },
    });
    expect(reactivate.statusCode).toBe(200);
    expect(await alertRow(attended)).toMatchObject({ status: 'ATENDIDA', autoridad_id: authority.id });
  });

  it('never leaves an alert ASIGNADA to an authority deactivated at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      const authority = await createUser(t.db, { type: 'authority' });
      const alert = await raise();
      const [assigned, deactivated] = await Promise.all([assign(alert, authority.id), deactivate(authority.id)]);
      expect(deactivated.statusCode).toBe(200);
      expect([200, 400]).toContain(assigned.statusCode);
      expect(await alertRow(alert)).toMatchObject({ status: 'ABIERTA', autoridad_id: null });
    }
  });
});
