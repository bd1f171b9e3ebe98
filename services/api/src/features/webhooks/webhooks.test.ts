import { randomUUID } from 'node:crypto';
import { webhookTexts } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
  const user = await createUser(t.db, { is_admin: true });
  admin = await loginAs(t.app, user.email);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload && { payload }) });

const register = (url: string, events = ['record.created']) => call('POST', '/api/webhooks', { url, events });

describe('registering a webhook', () => {
  it('refuses an address that is not https, or private, with a field error', async () => {
    for (const [url, message] of [
      ['http://hooks.example.org/in', webhookTexts.urlNotHttps],
      ['https://10.1.2.3/in', webhookTexts.urlPrivate],
      ['https://169.254.169.254/latest', webhookTexts.urlPrivate],
      ['https://[fd00::1]/in', webhookTexts.urlPrivate],
      ['https://localhost:8443/in', webhookTexts.urlPrivate],
    ]) {
      const res = await register(url!);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res), url).toMatchObject({ field: 'url', message });
    }
    expect((await call('GET', '/api/webhooks')).json().endpoints).toEqual([]);
  });

  it('takes an allow-listed host, shows the secret once, and lists the endpoint without it', async () => {
    const res = await register('http://127.0.0.1:9/in', ['record.created', 'complaint.filed']);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await call('GET', '/api/webhooks')).json().endpoints;
    expect(listed).toContainEqual({
      id: created.id,
      url: created.url,
      events: created.events,
      created_at: created.created_at,
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const audit = await t.db
      .selectFrom('outbox')
      .select('type')
      .where('type', '=', 'webhook.endpoint_created')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('offers only events whose catalogue entry says what they share', async () => {
    const res = await register('http://127.0.0.1:9/in', ['user.password_reset_requested']);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).field).toMatch(/^events/);
  });

  it('is for administrators only', async () => {
    const gestor = await createUser(t.db);
    const token = await loginAs(t.app, gestor.email);
    expect((await call('GET', '/api/webhooks', undefined, token)).statusCode).toBe(403);
  });
});

describe('the delivery log and Reenviar', () => {
  async function endpointWith(statuses: ('pending' | 'delivered' | 'failed')[]) {
    const { id } = (await register('http://127.0.0.1:9/in')).json();
    const rows = await t.db
      .insertInto('webhook_deliveries')
      .values(
        statuses.map((status, i) => ({
          endpoint_id: id,
          event_id: randomUUID(),
          event_type: 'record.created',
          payload: JSON.stringify({ record: { id: i, title: 'R' } }),
          occurred_at: new Date(),
          status,
          attempts: status === 'failed' ? 15 : 1,
          last_status: status === 'failed' ? 503 : 204,
          last_answer: status === 'failed' ? 'Service Unavailable' : '',
        })),
      )
      .returning('id')
      .execute();
    return { id, deliveries: rows.map((r) => r.id) };
  }

  it('lists an endpoint’s deliveries newest first, with their status, tries and last answer', async () => {
    const { id, deliveries } = await endpointWith(['delivered', 'failed']);
    const log = (await call('GET', `/api/webhooks/${id}/deliveries`)).json().deliveries;
    expect(log.map((d: { id: number }) => d.id)).toEqual([...deliveries].reverse());
    expect(log[0]).toMatchObject({
      status: 'failed',
      attempts: 15,
      last_status: 503,
      last_answer: 'Service Unavailable',
    });
    expect((await call('GET', '/api/webhooks/999999/deliveries')).statusCode).toBe(404);
  });

  it('queues a failed delivery again through the outbox, and refuses one still pending', async () => {
    const { id, deliveries } = await endpointWith(['failed', 'pending']);
    const [failed, pending] = deliveries as [number, number];
    const res = await call('POST', `/api/webhooks/${id}/deliveries/${failed}/resend`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: failed, status: 'pending', attempts: 0 });
    const events = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'webhook.redelivery_requested')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      { delivery: { id: failed, endpointId: id, eventType: 'record.created' } },
    ]);

    const again = await call('POST', `/api/webhooks/${id}/deliveries/${failed}/resend`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(webhookTexts.alreadyPending);
    expect((await call('POST', `/api/webhooks/${id}/deliveries/${pending}/resend`)).statusCode).toBe(409);
    expect((await call('POST', `/api/webhooks/${id + 1000}/deliveries/${failed}/resend`)).statusCode).toBe(404);
  });

  it('deletes an endpoint with its log', async () => {
    const { id } = await endpointWith(['delivered']);
    expect((await call('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', id).execute()).toEqual([]);
    expect((await call('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
  });
});
