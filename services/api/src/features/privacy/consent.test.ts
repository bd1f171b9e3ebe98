import type { PrivacyNotice } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp, visitorSignUpInput } from '../../../test/app.ts';
import { complaintForm, createCategory, JPEG } from '../complaints/testing.ts';
import { ANY, sendDirectly } from '../surveys/testing.ts';

let t: TestApp;
let alertTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  alertTypeId = (
    await t.db.insertInto('alert_types').values({ tipo_alerta: 'Incendio' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/app/visitors', payload });
async function visitor(over: Record<string, unknown> = {}) {
  const input = visitorSignUpInput(over);
  const res = await signUp(input);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, token: await loginAs(t.app, input.email, input.password, 'visitor') };
}
const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload && { payload }) });
const raise = (token: string) =>
  as(token, 'POST', '/api/app/alerts', { alert_type_id: alertTypeId, lat: 19.43, lon: -99.13 });
const publish = (token: string, payload: object) => as(token, 'POST', '/api/privacy/notices', payload);

describe('consent to the privacy notice', () => {
  it("serves version 2 as the current notice: version 1's text stating Configuración's current retention periods", async () => {
    const notice = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/privacy/notice' })).json<PrivacyNotice>();
    const current = await notice();
    expect(current.version).toBe(2);
    expect(current.text).toContain('## Datos que recabamos');
    expect(current.text).toContain(
      'pasados 12 meses, la ubicación exacta de cada alerta se reduce a una zona de cerca de un kilómetro y el texto de su chat se elimina; las posiciones de las autoridades se eliminan a los 30 días; si su cuenta no registra actividad durante 24 meses, le avisaremos por correo y, si no entra en los 30 días siguientes, la cancelaremos.',
    );
    await t.db.updateTable('settings').set({ account_inactivity_months: 36 }).execute();
    expect((await notice()).text).toContain('durante 36 meses');
    await t.db.updateTable('settings').set({ account_inactivity_months: 24 }).execute();
  });

  it('records the version a sign-up accepts, and asks for a newer one before the next data-collecting call', async () => {
    const me = await visitor();
    const consents = () => t.db.selectFrom('privacy_consents').selectAll().where('user_id', '=', me.id).execute();
    expect(await consents()).toEqual([expect.objectContaining({ version: 2 })]);
    expect((await raise(me.token)).statusCode).toBe(201);

    // Administrators only publish: a new version, its text as written, in force from today.
    const text = 'Aviso versión 3\n\n## Conservación\n\nCuentas inactivas {account_months} meses.';
    const gestor = await loginAs(t.app, (await createUser(t.db)).email);
    const admin = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
    for (const token of [me.token, gestor]) expect((await publish(token, { text })).statusCode).toBe(403);
    expect((await publish(admin, { text, effective_on: '2020-01-01' })).statusCode).toBe(400);
    const published = await publish(admin, { text });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ version: 3, text });
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/notice' })).json()).toMatchObject({
      version: 3,
      text: 'Aviso versión 3\n\n## Conservación\n\nCuentas inactivas 24 meses.',
    });
    const versions = (await as(admin, 'GET', '/api/privacy/notices')).json<PrivacyNotice[]>();
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]!.text).toBe(text);
    // An SOS is never held back behind the notice.
    expect((await raise(me.token)).statusCode).toBe(201);
    // A complaint with its photo is refused until the new version is accepted, before anything is stored.
    const category = await createCategory(t.db);
    const fileComplaint = () => {
      const form = complaintForm(
        { category_id: String(category.id), text: 'Bache' },
        { name: 'f.jpg', type: 'image/jpeg', data: JPEG },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/app/complaints',
        payload: form.payload,
        headers: { ...form.headers, 'x-access-token': me.token },
      });
    };
    const complaint = await fileComplaint();
    expect(complaint.statusCode).toBe(428);
    expect(complaint.json()).toMatchObject({ error: { name: 'PrivacyConsentRequired' }, version: 3 });
    expect(await t.db.selectFrom('complaints').select('id').where('visitor_id', '=', me.id).execute()).toEqual([]);
    // Reading is not collecting: the visitor's own alerts still load.
    expect((await as(me.token, 'GET', '/api/app/alerts')).statusCode).toBe(200);

    const stale = await as(me.token, 'POST', '/api/app/me/consent', { version: 2 });
    expect(stale.statusCode).toBe(428);
    expect(stale.json()).toMatchObject({ version: 3 });
    const accepted = await as(me.token, 'POST', '/api/app/me/consent', { version: 3 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ version: 3 });
    const filed = await fileComplaint();
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await consents()).map((c) => c.version)).toEqual([2, 3]);
    const events = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'privacy.consent_given')
      .execute();
    expect(events.map((e) => e.payload)).toContainEqual({ person: { id: me.id }, version: 3 });
    const publication = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'privacy.notice_published')
      .executeTakeFirstOrThrow();
    expect(publication.payload).toEqual({ version: 3, publishedAt: published.json<PrivacyNotice>().published_at });
  });

  it('refuses a sign-up that accepted an outdated notice, naming the current one', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/privacy/notice' })).json<{ version: number }>();
    const old = await signUp(visitorSignUpInput({ privacy_version: current.version - 1 }));
    expect(old.statusCode).toBe(428);
    expect(old.json()).toMatchObject({ version: current.version });
    const me = await visitor({ privacy_version: current.version });
    expect((await raise(me.token)).statusCode).toBe(201);
  });
});

describe('opposition to sends', () => {
  // A square far from the seeded city box, so only this test's visitor can be inside it.
  const AREA = 'POLYGON((-101.5 26.5, -101.4 26.5, -101.4 26.6, -101.5 26.6, -101.5 26.5))';
  const filter = { ...ANY, wkt: AREA };

  it('leaves a visitor who opted out of surveys out of a survey send, and the count says so', async () => {
    const me = await visitor();
    expect((await as(me.token, 'POST', '/api/app/visitors/me/position', { lat: 26.55, lon: -101.45 })).statusCode).toBe(
      200,
    );
    const gestor = await loginAs(t.app, (await createUser(t.db, { type: 'monitor' })).email);
    const count = async (kind: string) => (await as(gestor, 'POST', `/api/audience/count?kind=${kind}`, filter)).json();
    expect(await count('survey')).toEqual({ total: 1, opted_out: 0 });

    const set = await as(me.token, 'PUT', '/api/app/me/preferences', { surveys: false, activities: true });
    expect(set.json()).toEqual({ surveys: false, activities: true });
    expect((await as(me.token, 'GET', '/api/app/me/preferences')).json()).toEqual({ surveys: false, activities: true });
    expect(await count('survey')).toEqual({ total: 0, opted_out: 1 });
    expect(await count('event')).toEqual({ total: 1, opted_out: 0 });

    const surveyTotal = async (kind: 'survey' | 'event') => {
      const id = await sendDirectly(t.db, 1, filter, kind);
      return (await t.db.selectFrom('bulk_sends').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total;
    };
    expect(await surveyTotal('survey')).toBe(0);
    expect(await surveyTotal('event')).toBe(1);
  });
});
