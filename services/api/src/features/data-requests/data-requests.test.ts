import { auditEntryFor, type DataRequestView, type EventType, mexicoCityToday } from '@ppd/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, signedIn, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: { id: number; token: string };
let gestor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { is_admin: true });
  gestor = (await signedIn(t)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, payload, headers: { 'x-access-token': token } });

let people = 0;
const visitor = async () => {
  people += 1;
  return createUser(t.db, {
    type: 'visitor',
    name: 'Eustaquia',
    last_name: `Barragán ${people}`,
    email: `eustaquia${people}@correo.mx`,
    phone_number: `55000000${String(people).padStart(2, '0')}`,
  });
};

async function register(right: string, received_on = '2026-11-06') {
  const person = await visitor();
  // As an administrator writes it: naming the person.
  const notes = `Correo de ${person.name} ${person.last_name}, tel. ${person.phone_number}`;
  const res = await call('POST', '/api/data-requests', { person_id: person.id, right, received_on, notes });
  expect(res.statusCode, res.body).toBe(201);
  return { person, request: res.json<DataRequestView>() };
}

/** The events written of a type for this request's person, each with its actor and bitácora row. */
async function audited(type: EventType, personId: number) {
  const rows = await t.db.selectFrom('outbox').select(['payload', 'actor_id']).where('type', '=', type).execute();
  return rows
    .filter((r) => (r.payload as { person: { id: number } }).person.id === personId)
    .map((r) => ({ actor: r.actor_id, entry: auditEntryFor(type, r.payload as never) }));
}

describe('Solicitudes de datos', () => {
  it('registers a request against a visitor found by name, e-mail or phone, due 20 business days later', async () => {
    const person = await visitor();
    for (const q of ['eustaquia barragán', person.email.toUpperCase(), person.phone_number!]) {
      const found = await call('GET', `/api/data-requests/people?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<{ id: number }[]>().map((p) => p.id)).toContain(person.id);
    }
    const res = await call('POST', '/api/data-requests', {
      person_id: person.id,
      right: 'access',
      received_on: '2026-11-06',
    });
    expect(res.statusCode, res.body).toBe(201);
    // 16 November (third Monday) is a rest day: the 20th business day after the 6th is 7 December.
    expect(res.json()).toMatchObject({ right: 'access', received_on: '2026-11-06', due_on: '2026-12-07', notes: '' });
    const list = (await call('GET', '/api/data-requests')).json<DataRequestView[]>();
    const listed = list.find((r) => r.id === res.json<DataRequestView>().id);
    expect(listed?.person).toMatchObject({ id: person.id, email: person.email });
    expect(listed?.clock?.state).toMatch(/normal|amber|red/);
    expect((await audited('data_request.registered', person.id))[0]).toMatchObject({ actor: admin.id });
  });

  it('refuses gestores who are not administrators (403)', async () => {
    const { request } = await register('access');
    expect((await call('GET', '/api/data-requests', undefined, gestor)).statusCode).toBe(403);
    expect((await call('GET', '/api/data-requests/people?q=eustaquia', undefined, gestor)).statusCode).toBe(403);
    const person = await visitor();
    const body = { person_id: person.id, right: 'access', received_on: '2026-11-06' };
    expect((await call('POST', '/api/data-requests', body, gestor)).statusCode).toBe(403);
    expect((await call('POST', `/api/data-requests/${request.id}/access`, undefined, gestor)).statusCode).toBe(403);
    expect((await call('POST', `/api/data-requests/${request.id}/cancellation`, undefined, gestor)).statusCode).toBe(
      403,
    );
  });

  it('refuses bad input naming the field (400)', async () => {
    const person = await visitor();
    const good = { person_id: person.id, right: 'access', received_on: '2026-11-06' };
    const tomorrow = new Date(`${mexicoCityToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const cases: [object, string][] = [
      [{ ...good, person_id: undefined }, 'person_id'],
      [{ ...good, right: 'borrar' }, 'right'],
      [{ ...good, received_on: '2026-02-30' }, 'received_on'],
      [{ ...good, received_on: tomorrow.toISOString().slice(0, 10) }, 'received_on'],
      [{ ...good, person_id: admin.id }, 'person_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/data-requests', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).field).toBe(field);
    }
    expect(errorOf(await call('GET', '/api/data-requests/people?q=a')).field).toBe('q');
    expect(errorOf(await call('GET', `/api/data-requests/people?q=${'y'.repeat(300)}`)).field).toBe('q');
    const { request } = await register('rectification');
    const bad = await call('POST', `/api/data-requests/${request.id}/rectification`, {
      name: 'Ana',
      last_name: 'Ruiz',
      phone_number: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('phone_number');
  });

  it('answers an access request with the zip of the person, audited against the request, and closes it', async () => {
    const { person, request } = await register('access');
    const res = await call('POST', `/api/data-requests/${request.id}/access`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const profile = JSON.parse(await zip.file('profile.json')!.async('string'));
    expect(profile).toMatchObject([{ id: person.id, email: person.email }]);
    const requests = JSON.parse(await zip.file('data_requests.json')!.async('string'));
    expect(requests).toMatchObject([{ id: request.id, arco_right: 'access' }]);
    const after = (await call('GET', '/api/data-requests')).json<DataRequestView[]>().find((r) => r.id === request.id);
    expect(after).toMatchObject({ answered_on: mexicoCityToday(), clock: null });
    expect(await audited('privacy.data_exported', person.id)).toEqual([
      { actor: admin.id, entry: expect.objectContaining({ module: 'Privacidad' }) },
    ]);
    expect(await audited('data_request.operation_run', person.id)).toEqual([
      {
        actor: admin.id,
        entry: expect.objectContaining({
          action: 'Solicitud de datos: Exportar sus datos (ZIP)',
          observation: `Solicitud #${request.id} (Acceso), Visitante #${person.id}: respondida`,
        }),
      },
    ]);
    const again = await call('POST', `/api/data-requests/${request.id}/access`);
    expect(again.statusCode).toBe(409);
  });

  it('exports before cancelling without closing the request; the cancellation erases the account and closes it', async () => {
    const { person, request } = await register('cancellation');
    expect((await call('POST', `/api/data-requests/${request.id}/access`)).statusCode).toBe(200);
    const open = (await call('GET', '/api/data-requests')).json<DataRequestView[]>().find((r) => r.id === request.id);
    expect(open?.answered_on).toBeNull();
    const res = await call('POST', `/api/data-requests/${request.id}/cancellation`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      answered_on: mexicoCityToday(),
      person: { name: 'Anónimo', phone_number: null },
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Anónimo', phone_number: null, inactive: true });
    expect(row.email).not.toBe(person.email);
    // The request stays, answered, without the person's name or phone in its notes.
    const notes = (await call('GET', '/api/data-requests'))
      .json<DataRequestView[]>()
      .find((r) => r.id === request.id)?.notes;
    expect(notes).toBe('Correo de [eliminado], tel. [eliminado]');
    expect(await audited('privacy.account_cancelled', person.id)).toEqual([
      { actor: admin.id, entry: expect.anything() },
    ]);
    const runs = await audited('data_request.operation_run', person.id);
    expect(runs.map((r) => r.entry.observation)).toEqual([
      `Solicitud #${request.id} (Cancelación), Visitante #${person.id}`,
      `Solicitud #${request.id} (Cancelación), Visitante #${person.id}: respondida`,
    ]);
  });

  it('rectifies the profile and records the opposition of the person, each closing its request', async () => {
    const rectification = await register('rectification');
    const fixed = await call('POST', `/api/data-requests/${rectification.request.id}/rectification`, {
      name: 'Eustaquia',
      last_name: 'Barragán Ruiz',
      phone_number: '',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      answered_on: mexicoCityToday(),
      person: { last_name: 'Barragán Ruiz', phone_number: null },
    });
    expect(await audited('data_request.operation_run', rectification.person.id)).toEqual([
      {
        actor: admin.id,
        entry: expect.objectContaining({ action: 'Solicitud de datos: Rectificar sus datos' }),
      },
    ]);

    const opposition = await register('opposition');
    const opposed = await call('POST', `/api/data-requests/${opposition.request.id}/opposition`, {
      surveys: false,
      activities: true,
    });
    expect(opposed.statusCode, opposed.body).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('send_opt_outs')
      .where('id', '=', opposition.person.id)
      .executeTakeFirstOrThrow();
    expect(row.send_opt_outs).toEqual(['survey']);
    expect(await audited('privacy.preferences_changed', opposition.person.id)).toMatchObject([{ actor: admin.id }]);
    const run = await audited('data_request.operation_run', opposition.person.id);
    expect(run.map((r) => r.entry.observation)).toEqual([
      `Solicitud #${opposition.request.id} (Oposición), Visitante #${opposition.person.id}: respondida`,
    ]);
    expect(opposed.json()).toMatchObject({ answered_on: mexicoCityToday() });
  });

  it('says a request that does not exist is not found (404)', async () => {
    const res = await call('POST', '/api/data-requests/999999/cancellation');
    expect(res.statusCode).toBe(404);
  });
});
