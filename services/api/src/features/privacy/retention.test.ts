import { applyAlertRetention } from '@ppd/db';
import { retentionTexts } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  insertAlert,
  insertAlertType,
  loginAs,
  type TestApp,
} from '../../../test/app.ts';

let t: TestApp;
let gestor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  admin = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

describe('data retention in Configuración', () => {
  it('is 12 months by default, changed by administrators only (audited), a whole number of 1 to 120 months', async () => {
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual({ alert_months: 12 });
    expect((await call('PUT', '/api/settings/retention', gestor, { alert_months: 6 })).statusCode).toBe(403);
    for (const bad of [0, -3, 1.5, 121, 'doce']) {
      const res = await call('PUT', '/api/settings/retention', admin, { alert_months: bad });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'alert_months', message: retentionTexts.alertMonthsInvalid });
    }
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual({ alert_months: 12 });
    expect((await call('PUT', '/api/settings/retention', admin, { alert_months: 18 })).json()).toEqual({
      alert_months: 18,
    });
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual({ alert_months: 18 });
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'settings.changed')
      .executeTakeFirstOrThrow();
    expect(event.payload).toEqual({ setting: 'alert_retention_months', value: 18 });
  });

  it("the dry run, for administrators only, counts what the worker's job then changes", async () => {
    const type = await insertAlertType(t.db, 'Retención');
    const visitor = (await createUser(t.db, { type: 'visitor' })).id;
    const monthsAgo = (months: number) => {
      const at = new Date();
      at.setMonth(at.getMonth() - months);
      return at;
    };
    for (const months of [20, 20, 2]) {
      const { id } = await insertAlert(t.db, {
        visitor_id: visitor,
        alert_type_id: type,
        fecha_alerta: monthsAgo(months),
      });
      // An exact place: the helper's own is already cut to two decimals.
      await t.db.updateTable('alerts').set({ lat: 19.41789, lon: -99.16543 }).where('id', '=', id).execute();
      await t.db
        .insertInto('chat_messages')
        .values({ alert_id: id, user_type: 'visitor', message: 'Aquí estoy' })
        .execute();
    }
    expect((await call('GET', '/api/settings/retention/preview', gestor)).statusCode).toBe(403);
    const preview = await call('GET', '/api/settings/retention/preview', admin);
    expect(preview.json()).toEqual({ alerts: 2, chats: 2, positions: 0 });
    expect(await applyAlertRetention(t.db)).toEqual({ alerts: 2, chats: 2 });
    expect((await call('GET', '/api/settings/retention/preview', admin)).json()).toEqual({
      alerts: 0,
      chats: 0,
      positions: 0,
    });
  });
});
