import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, insertAlert, signedIn, type TestApp } from '../../../../test/app.ts';
import { lastEvent } from '../../../../test/outbox.ts';
import { createCategory, insertComplaint } from '../../complaints/testing.ts';

let t: TestApp;
let admin: string;
let gestor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { is_admin: true })).token;
  gestor = (await signedIn(t)).token;
});
afterAll(() => t.close());

const put = (url: string, payload: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'x-access-token': token } });

async function alertTypeWithOpenAlert() {
  const type = await t.db
    .insertInto('alert_types')
    .values({ tipo_alerta: `Caída ${Math.random().toString(36).slice(2, 8)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visitor = await createUser(t.db, { type: 'visitor' });
  const fecha = new Date('2030-01-02T10:00:00Z');
  const alert = await insertAlert(t.db, { alert_type_id: type.id, visitor_id: visitor.id, fecha_alerta: fecha });
  return { type: type.id, alert: alert.id, fecha };
}

/** An item's open phases: each one's two deadlines, as ISO instants. */
const pending = async (phases: string[], id: number) =>
  (
    await t.db
      .selectFrom('response_deadlines')
      .select(['phase', 'first_due', 'second_due', 'next_due'])
      .where('item_id', '=', id)
      .where('phase', 'in', phases as never)
      .orderBy('phase')
      .execute()
  ).map((d) => [d.phase, d.first_due.toISOString(), d.second_due.toISOString(), d.next_due?.toISOString()]);
const ALERT = ['assignment', 'attended'];
const COMPLAINT = ['first_answer', 'closing'];

describe('response targets (Configuración › Tiempos de respuesta)', () => {
  it("default to the 911 norm, and an administrator's change moves the open alerts' clocks", async () => {
    const { type, alert, fecha } = await alertTypeWithOpenAlert();
    const at = (s: number) => new Date(fecha.getTime() + s * 1000).toISOString();
    expect(await pending(ALERT, alert)).toEqual([
      ['assignment', at(120), at(240), at(120)],
      ['attended', at(600), at(1200), at(600)],
    ]);

    const res = await put(`/api/response-targets/alert-types/${type}`, { assign_target_s: 90, attend_target_s: '300' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', id: type, message: 'Tiempos de respuesta guardados' });
    expect(await pending(ALERT, alert)).toEqual([
      ['assignment', at(90), at(180), at(90)],
      ['attended', at(300), at(600), at(300)],
    ]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/response-targets',
      headers: { 'x-access-token': gestor },
    });
    expect(list.json().alertTypes).toContainEqual(
      expect.objectContaining({ id: type, assign_target_s: 90, attend_target_s: 300 }),
    );
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/?search=F-${alert}`,
      headers: { 'x-access-token': gestor },
    });
    expect(board.json().rows[0].deadlines).toEqual({
      assignment: at(90),
      attended: at(300),
    });
    const audit = await lastEvent(t.db, 'catalog.changed');
    expect(audit.payload).toMatchObject({ kind: 'alert_type', action: 'update', id: type });
  });

  it("count a complaint's days in Mexico City business days, and re-time them with its category", async () => {
    const category = await createCategory(t.db);
    const visitor = await createUser(t.db, { type: 'visitor' });
    // A Friday at noon: three business days later is Wednesday, six the Monday after, twenty four weeks later, and
    // forty eight weeks and a day later (Monday 4 February 2030 is a rest day, the Constitution's).
    const friday = new Date('2030-01-04T18:00:00Z');
    const complaint = await insertComplaint(t.db, { category_id: category.id, visitor_id: visitor.id, date: friday });
    expect(await pending(COMPLAINT, complaint.id)).toEqual([
      ['closing', '2030-02-01T18:00:00.000Z', '2030-03-04T18:00:00.000Z', '2030-02-01T18:00:00.000Z'],
      ['first_answer', '2030-01-09T18:00:00.000Z', '2030-01-14T18:00:00.000Z', '2030-01-09T18:00:00.000Z'],
    ]);
    const res = await put(`/api/response-targets/complaint-categories/${category.id}`, {
      first_answer_days: 1,
      closing_days: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pending(COMPLAINT, complaint.id)).toEqual([
      ['closing', '2030-01-11T18:00:00.000Z', '2030-01-18T18:00:00.000Z', '2030-01-11T18:00:00.000Z'],
      ['first_answer', '2030-01-07T18:00:00.000Z', '2030-01-08T18:00:00.000Z', '2030-01-07T18:00:00.000Z'],
    ]);
    // Answered: its first answer is met and no longer timed; closing still is.
    await t.db.updateTable('complaints').set({ status: 'en proceso' }).where('id', '=', complaint.id).execute();
    expect((await pending(COMPLAINT, complaint.id)).map(([phase]) => phase)).toEqual(['closing']);
  });

  it('refuse anything but a whole number above zero, field by field in Spanish, and change nothing', async () => {
    const { type } = await alertTypeWithOpenAlert();
    for (const bad of [0, -5, 1.5, 'dos', '', null]) {
      const res = await put(`/api/response-targets/alert-types/${type}`, { assign_target_s: 60, attend_target_s: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res)).toMatchObject({
        field: 'attend_target_s',
        message: 'Escriba un número entero mayor que cero.',
      });
    }
    const missing = await put(`/api/response-targets/complaint-categories/1`, { closing_days: 4 });
    expect(errorOf(missing)).toMatchObject({ field: 'first_answer_days' });
    const row = await t.db.selectFrom('alert_types').selectAll().where('id', '=', type).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ assign_target_s: 120, attend_target_s: 600 });
  });

  it('are changed by administrators only, on a row that exists', async () => {
    const { type } = await alertTypeWithOpenAlert();
    const body = { assign_target_s: 60, attend_target_s: 300 };
    expect((await put(`/api/response-targets/alert-types/${type}`, body, gestor)).statusCode).toBe(403);
    const unknown = await put('/api/response-targets/alert-types/999999', body);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('No se encontró el tipo de alerta');
  });
});
