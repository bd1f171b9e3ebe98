import { FIX_MIN_INTERVAL_MS, positionTexts } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, insertAlert, loginAs, rowCount, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let gestor: string;
let admin: string;
let typeId: number;

type Token = string | undefined;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: Token, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

async function newAuthority(name: string) {
  const user = await createUser(t.db, { type: 'authority', name });
  return { id: user.id, token: await loginAs(t.app, user.email, 'secreto123', 'authority') };
}

const fix = (lat: number, lon = -99.2, over: object = {}) => ({
  lat,
  lon,
  accuracy: 8,
  fixed_at: new Date().toISOString(),
  ...over,
});

/** As if the authority's last fix had come in longer ago than the limit. */
const pastTheLimit = (authorityId: number) =>
  sql`UPDATE authority_latest_positions SET received_at = received_at - interval '6 seconds'
      WHERE authority_id = ${authorityId}`.execute(t.db);

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  admin = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
  typeId = (
    await t.db.insertInto('alert_types').values({ tipo_alerta: 'Salud' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe("an authority's position", () => {
  it('keeps each fix in the history and as the latest, and refuses a second one within 5 s, writing nothing', async () => {
    const a = await newAuthority('Rápida');
    const first = await call('POST', '/api/app/position', a.token, fix(19.42));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ fixed_at: expect.any(String), received_at: expect.any(String) });

    const before = await rowCount(t.db, 'authority_positions');
    const soon = await call('POST', '/api/app/position', a.token, fix(19.43));
    expect(soon.statusCode, soon.body).toBe(429);
    expect(errorOf(soon).message).toBe(positionTexts.tooFrequent);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(FIX_MIN_INTERVAL_MS / 1000);
    expect(await rowCount(t.db, 'authority_positions')).toBe(before);

    await pastTheLimit(a.id);
    expect((await call('POST', '/api/app/position', a.token, fix(19.43))).statusCode).toBe(201);
    const latest = await sql<{ lat: number; n: number }>`
      SELECT ST_Y(l.location::geometry) AS lat,
             (SELECT count(*)::int FROM authority_positions h WHERE h.authority_id = l.authority_id) AS n
      FROM authority_latest_positions l WHERE l.authority_id = ${a.id}`.execute(t.db);
    expect(latest.rows[0]).toEqual({ lat: 19.43, n: 2 });
  });

  it('lets two fixes racing from one authority write only one', async () => {
    const a = await newAuthority('Doble');
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', '/api/app/position', a.token, fix(19.4))));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
    const history = await t.db.selectFrom('authority_positions').where('authority_id', '=', a.id).execute();
    expect(history).toHaveLength(1);
  });

  it.each([
    ['lat', { lat: 91 }, positionTexts.latInvalid],
    ['lon', { lon: 'oeste' }, positionTexts.lonInvalid],
    ['accuracy', { accuracy: -1 }, positionTexts.accuracyInvalid],
    ['fixed_at', { fixed_at: 'ayer' }, positionTexts.fixedAtInvalid],
    ['fixed_at', { fixed_at: new Date(Date.now() + 5 * 60_000).toISOString() }, positionTexts.fixedAtFuture],
    ['fixed_at', { fixed_at: new Date(Date.now() - 11 * 60_000).toISOString() }, positionTexts.fixedAtTooOld],
  ])('refuses a bad %s in Spanish and writes nothing', async (field, over, message) => {
    const a = await newAuthority('Validada');
    const res = await call('POST', '/api/app/position', a.token, fix(19.4, -99.2, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ field, message });
    expect(await t.db.selectFrom('authority_positions').where('authority_id', '=', a.id).execute()).toEqual([]);
  });

  it('is taken from authorities only', async () => {
    expect((await call('POST', '/api/app/position', undefined, fix(19.4))).statusCode).toBe(401);
    expect((await call('POST', '/api/app/position', gestor, fix(19.4))).statusCode).toBe(403);
  });
});

describe('the assign dialog near an alert', () => {
  it('lists authorities nearest first, with distance and fix age, the closest free one "Más cercana", no fix last', async () => {
    const busy = await newAuthority('Ocupada');
    const free = await newAuthority('Libre');
    const far = await newAuthority('Lejana');
    const none = await newAuthority('Sinfix');
    await call('POST', '/api/app/position', busy.token, fix(19.411));
    await call('POST', '/api/app/position', free.token, fix(19.415));
    await call('POST', '/api/app/position', far.token, fix(19.45));
    const visitor = await createUser(t.db, { type: 'visitor' });
    await insertAlert(t.db, {
      alert_type_id: typeId,
      visitor_id: visitor.id,
      status: 'ASIGNADA',
      autoridad_id: busy.id,
    });
    const alert = await insertAlert(t.db, { alert_type_id: typeId, visitor_id: visitor.id });

    const res = await call('GET', `/authorities/active/list/?alert_id=${alert.id}`, gestor);
    expect(res.statusCode, res.body).toBe(200);
    const mine = new Set([busy.id, free.id, far.id, none.id]);
    const rows = res.json<{ id: number; distance_m: number | null; busy: boolean; nearest: boolean }[]>();
    const listed = rows.filter((r) => mine.has(r.id));
    expect(listed.map((r) => r.id)).toEqual([busy.id, free.id, far.id, none.id]);
    expect(listed.map((r) => r.busy)).toEqual([true, false, false, false]);
    expect(rows.filter((r) => r.nearest).map((r) => r.id)).toEqual([free.id]);
    const [d1, d2, d3, d4] = listed.map((r) => r.distance_m);
    expect(d1).toBeCloseTo(111, -1);
    expect(d2).toBeCloseTo(556, -1);
    expect(d3).toBeGreaterThan(4_000);
    expect(d4).toBeNull();
    expect(rows.at(-1)!.distance_m).toBeNull();

    const byPoint = await call('GET', '/authorities/active/list/?lat=19.45&lon=-99.2', gestor);
    expect(byPoint.json<{ id: number }[]>().filter((r) => mine.has(r.id))[0]!.id).toBe(far.id);
  });

  it('refuses a point without its longitude', async () => {
    const res = await call('GET', '/authorities/active/list/?lat=19.4', gestor);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).field).toBe('lon');
  });

  it("gives the board's read every active authority's latest fix when asked, with its state", async () => {
    const a = await newAuthority('Mapa');
    await call('POST', '/api/app/position', a.token, fix(19.401, -99.201));
    const res = await call('GET', '/api/alerts/?responders=1', gestor);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().responders.find((r: { id: number }) => r.id === a.id);
    expect(mine).toMatchObject({ lat: 19.401, lon: -99.201, accuracy: 8, busy: false, name: 'Mapa' });
    expect((await call('GET', '/api/alerts/', gestor)).json().responders).toBeUndefined();
  });
});

describe('position retention in Configuración', () => {
  it('is 30 days by default, changed by administrators only (audited), within 1 to 3650 days', async () => {
    expect((await call('GET', '/api/settings/position-retention', gestor)).json()).toEqual({ days: 30 });
    expect((await call('PUT', '/api/settings/position-retention', gestor, { days: 7 })).statusCode).toBe(403);
    const bad = await call('PUT', '/api/settings/position-retention', admin, { days: 0 });
    expect(errorOf(bad)).toMatchObject({ field: 'days', message: positionTexts.retentionInvalid });
    const saved = await call('PUT', '/api/settings/position-retention', admin, { days: 7 });
    expect(saved.json()).toEqual({ days: 7 });
    expect((await call('GET', '/api/settings/position-retention', gestor)).json()).toEqual({ days: 7 });
    const event = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'settings.changed')
      .executeTakeFirstOrThrow();
    expect(event.payload).toEqual({ setting: 'position_retention_days', value: 7 });
  });
});
