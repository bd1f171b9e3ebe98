import { messages } from '@ppd/domain';
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

const newVisitor = async () =>
  loginAs(t.app, (await createUser(t.db, { type: 'visitor' })).email, 'secreto123', 'visitor');

const raise = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/alerts',
    headers: { 'x-access-token': token },
    payload: { alert_type_id: alertTypeId, lat: 19.41, lon: -99.2, comentario: 'Fuga' },
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

describe('reports a minute per visitor', () => {
  it.each([
    ['alerts', raise, 'alerts'],
    ['complaints', file, 'complaints'],
  ] as const)(
    'stops one visitor flooding the boards with %s, in Spanish, while another still reports',
    async (_, report, table) => {
      const flooder = await newVisitor();
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

      expect((await report(await newVisitor())).statusCode).toBe(201);
    },
  );
});
