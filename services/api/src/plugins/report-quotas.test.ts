import { messages } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, insertAlertType, loginAs, rowCount, type TestApp } from '../../test/app.ts';
import { complaintForm, createCategory, JPEG } from '../features/complaints/testing.ts';

let t: TestApp;
let alertTypeId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ REPORTS_MAX_PER_MINUTE: '2' });
  alertTypeId = await insertAlertType(t.db, 'Límite');
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const visitor = async () => {
  const { id, email } = await createUser(t.db, { type: 'visitor' });
  return { id, token: await loginAs(t.app, email, 'secreto123', 'visitor') };
};

const raise = (token: string, lat = 19.41) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/alerts',
    headers: { 'x-access-token': token },
    payload: { alert_type_id: alertTypeId, lat, lon: -99.2, comentario: 'Fuga' },
  });

const file = (token: string) => {
  const form = complaintForm(
    { category_id: String(categoryId), text: 'Coladera sin tapa', lat: '19.41', lon: '-99.2' },
    { name: 'foto.jpg', type: 'image/jpeg', data: JPEG },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/app/complaints',
    payload: form.payload,
    headers: { ...form.headers, 'x-access-token': token },
  });
};

const lastLocation = async (userId: number) =>
  (
    await t.db
      .selectFrom('users')
      .select(sql<string>`ST_AsText(last_location)`.as('at'))
      .where('id', '=', userId)
      .executeTakeFirst()
  )?.at;

/** Moves a visitor's current minute back, as if it had begun `seconds` ago. */
const windowBegan = (userId: number, seconds: number) =>
  sql`UPDATE report_quotas SET window_start = now() - make_interval(secs => ${seconds}) WHERE user_id = ${userId}`.execute(
    t.db,
  );

describe("a visitor's reports a minute, counted in PostgreSQL", () => {
  it.each([
    ['alerts', raise, 'alerts'],
    ['complaints', file, 'complaints'],
  ] as const)(
    'stops one visitor flooding the boards with %s, in Spanish, while another still reports',
    async (_, report, table) => {
      const flooder = (await visitor()).token;
      expect([(await report(flooder)).statusCode, (await report(flooder)).statusCode]).toEqual([201, 201]);
      const before = await rowCount(t.db, table);

      const refused = await report(flooder);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { name: 'TooManyRequests' },
        message: messages.auth.tooManyReports,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowCount(t.db, table)).toBe(before);

      expect((await report((await visitor()).token)).statusCode).toBe(201);
    },
  );

  it.each([
    ['alerts', raise],
    ['complaints', file],
  ] as const)('lets exactly the limit through of 20 %s sent at once', async (_, report) => {
    const flooder = await visitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(flooder.token)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, ...Array(18).fill(429)]);
  });

  it('writes nothing for a refused alert: no alert, no event, not even the position it was sent from', async () => {
    const flooder = await visitor();
    expect([(await raise(flooder.token)).statusCode, (await raise(flooder.token)).statusCode]).toEqual([201, 201]);
    const [alerts, events, position] = [
      await rowCount(t.db, 'alerts'),
      await rowCount(t.db, 'outbox'),
      await lastLocation(flooder.id),
    ];

    expect((await raise(flooder.token, 19.5)).statusCode).toBe(429);
    expect([await rowCount(t.db, 'alerts'), await rowCount(t.db, 'outbox'), await lastLocation(flooder.id)]).toEqual([
      alerts,
      events,
      position,
    ]);
  });

  it('counts a fresh minute once the window has passed, and says how long is left until then', async () => {
    const flooder = await visitor();
    await raise(flooder.token);
    await windowBegan(flooder.id, 45);
    await raise(flooder.token);
    const refused = await raise(flooder.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(10);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15);

    await windowBegan(flooder.id, 61);
    expect((await raise(flooder.token)).statusCode).toBe(201);
  });
});
