import { applyAlertRetention } from '@ppd/db';
import { retentionTexts } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  errorOf,
  insertAlert,
  insertAlertType,
  signedIn,
  type TestApp,
} from '../../../test/app.ts';

let t: TestApp;
let gestor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  gestor = (await signedIn(t)).token;
  admin = (await signedIn(t, { is_admin: true })).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

describe('data retention in Configuración', () => {
  it("is the notice's defaults (12 months, 24 months, 30 days), changed by administrators only (audited), within range", async () => {
    const defaults = { alert_months: 12, account_months: 24, notice_days: 30 };
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual(defaults);
    expect((await call('PUT', '/api/settings/retention', gestor, { ...defaults, alert_months: 6 })).statusCode).toBe(
      403,
    );
    const refusals = [
      ...[0, -3, 1.5, 121, 'doce'].map((bad) => ['alert_months', bad, retentionTexts.alertMonthsInvalid] as const),
      ['account_months', 0, retentionTexts.alertMonthsInvalid] as const,
      ['notice_days', 366, retentionTexts.noticeDaysInvalid] as const,
    ];
    for (const [field, bad, message] of refusals) {
      const res = await call('PUT', '/api/settings/retention', admin, { ...defaults, [field]: bad });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field, message });
    }
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual(defaults);
    const changed = { alert_months: 18, account_months: 24, notice_days: 45 };
    expect((await call('PUT', '/api/settings/retention', admin, changed)).json()).toEqual(changed);
    expect((await call('GET', '/api/settings/retention', gestor)).json()).toEqual(changed);
    const events = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'settings.changed')
      .orderBy(sql`payload->>'setting'`)
      .execute();
    // One audited change per period that changed (the 24 months stayed).
    expect(events.map((e) => e.payload)).toEqual([
      { setting: 'account_notice_days', value: 45 },
      { setting: 'alert_retention_months', value: 18 },
    ]);
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
    expect(preview.json()).toEqual({ alerts: 2, chats: 2, positions: 0, notices: 0, cancellations: 0 });
    expect(await applyAlertRetention(t.db)).toEqual({ alerts: 2, chats: 2 });
    expect((await call('GET', '/api/settings/retention/preview', admin)).json()).toEqual({
      alerts: 0,
      chats: 0,
      positions: 0,
      notices: 0,
      cancellations: 0,
    });
  });
});

describe('inactive accounts', () => {
  it("a visitor's call is activity: it takes them out of the inactivity notices, written once a day at most", async () => {
    const { token, ...visitor } = await signedIn(t, { type: 'visitor' });
    const seen = (interval: string) =>
      t.db
        .updateTable('users')
        .set({ last_seen_at: sql`now() - ${interval}::interval` })
        .where('id', '=', visitor.id)
        .execute();
    const lastSeen = async () =>
      (await t.db.selectFrom('users').select('last_seen_at').where('id', '=', visitor.id).executeTakeFirstOrThrow())
        .last_seen_at!;
    const notices = async () =>
      (await call('GET', '/api/settings/retention/preview', admin)).json<{ notices: number }>().notices;

    await seen('25 months');
    expect(await notices()).toBe(1);
    expect((await call('GET', '/api/app/alerts', token)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(60_000);
    expect(await notices()).toBe(0);

    // Later calls the same day write nothing more.
    await seen('2 hours');
    const before = await lastSeen();
    expect((await call('GET', '/api/app/alerts', token)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(before);
  });
});
