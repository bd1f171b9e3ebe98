import { auditEntryFor, authorshipTexts } from '@ppd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../test/app.ts';
import { lastEvent } from '../../test/outbox.ts';
import { activityFields, activityRequest, createActivityRefs } from '../features/activities/testing.ts';
import { createCategory, insertComplaint } from '../features/complaints/testing.ts';
import { ANY, createSurveyCategory, surveyBody } from '../features/surveys/testing.ts';

let t: TestApp;
/** The author (a gestor without the admin flag), another such gestor, and an administrator. */
const tokens = { author: '', other: '', admin: '' };
const ids = { author: 0, other: 0, admin: 0 };
let surveyCategory: number;
let activityRefs: Awaited<ReturnType<typeof createActivityRefs>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['author', 'other', 'admin'] as const) {
    const user = await createUser(t.db, { is_admin: who === 'admin' });
    ids[who] = user.id;
    tokens[who] = await loginAs(t.app, user.email);
  }
  surveyCategory = await createSurveyCategory(t.db);
  activityRefs = await createActivityRefs(t.db);
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': tokens[who] }, ...(payload ? { payload } : {}) });

/** A 403 whose JSON says why, in Spanish. */
function expectRefused(res: LightMyRequestResponse, reason: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(errorOf(res)).toEqual({ error: { name: 'Forbidden' }, message: reason });
}

/** How each kind is made, edited and found; both are deleted and sent the same way. */
const kinds = {
  survey: {
    path: '/api/polls',
    create: async () => (await call('author', 'POST', '/api/polls', surveyBody(surveyCategory))).json().id as number,
    edit: (who: Who, id: number) =>
      call(who, 'PUT', `/api/polls/${id}`, { ...surveyBody(surveyCategory), nombre: `Editada por ${who}` }),
    name: (id: number) => t.db.selectFrom('surveys').select('nombre').where('id', '=', id).executeTakeFirst(),
    original: () => surveyBody(surveyCategory).nombre,
  },
  activity: {
    path: '/api/events',
    create: async () =>
      (await t.app.inject(activityRequest('POST', '/api/events', tokens.author, activityFields(activityRefs)))).json()
        .id,
    edit: (who: Who, id: number) =>
      t.app.inject(
        activityRequest('PUT', `/api/events/${id}`, tokens[who], activityFields(activityRefs, { nombre: who })),
      ),
    name: (id: number) => t.db.selectFrom('activities').select('nombre').where('id', '=', id).executeTakeFirst(),
    original: () => activityFields(activityRefs).nombre,
  },
};

describe.each(Object.entries(kinds))('a %s: edited and deleted by its author or an administrator', (_, kind) => {
  it("refuses another gestor's edit and delete with the reason, changing nothing; any gestor may send", async () => {
    const id = await kind.create();
    expectRefused(await kind.edit('other', id), authorshipTexts.authorOrAdmin);
    expectRefused(await call('other', 'DELETE', `${kind.path}/${id}`), authorshipTexts.authorOrAdmin);
    expect((await kind.name(id))?.nombre).toBe(kind.original());
    expect((await call('other', 'POST', `${kind.path}/send/${id}`, ANY)).statusCode).toBe(202);
  });

  it('lets the author and an administrator edit and delete', async () => {
    const mine = await kind.create();
    expect((await kind.edit('author', mine)).statusCode).toBe(200);
    expect((await call('author', 'DELETE', `${kind.path}/${mine}`)).statusCode).toBe(200);
    const theirs = await kind.create();
    expect((await kind.edit('admin', theirs)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `${kind.path}/${theirs}`)).statusCode).toBe(200);
  });
});

describe('a survey says who may change it (the screens hide the rest)', () => {
  it('in the list and the detail', async () => {
    const id = await kinds.survey.create();
    const list = (await t.app.inject({ url: '/api/polls', headers: { 'x-access-token': tokens.other } })).json();
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({ autor_id: ids.author });
    const one = await t.app.inject({ url: `/api/polls/${id}`, headers: { 'x-access-token': tokens.other } });
    expect(one.json()).toMatchObject({ autor_id: ids.author });
  });
});

describe('complaints: handled by any gestor, deleted only by an administrator', () => {
  it("refuses a gestor's delete with the reason, keeping the evidence; the gestor still handles it", async () => {
    const category = await createCategory(t.db);
    const visitor = await createUser(t.db, { type: 'visitor' });
    const c = await insertComplaint(t.db, { category_id: category.id, visitor_id: visitor.id });
    expectRefused(
      await call('other', 'DELETE', `/visitors/complaint/remove/${c.id}`),
      authorshipTexts.complaintDeleteAdmin,
    );
    expect(await t.db.selectFrom('complaints').select('id').where('id', '=', c.id).executeTakeFirst()).toBeDefined();
    const report = { complaint_id: c.id, status: 'en proceso', reply: 'Lo revisamos' };
    expect((await call('other', 'POST', '/api/notifications/complaint/', report)).statusCode).toBe(200);

    expect((await call('admin', 'DELETE', `/visitors/complaint/remove/${c.id}`)).statusCode).toBe(200);
    // Audited: the event names the administrator, and its bitácora row is a deletion under Denuncias.
    const deleted = await lastEvent(t.db, 'complaint.deleted');
    expect(deleted).toMatchObject({ actor_id: ids.admin, payload: { complaint: { id: c.id } } });
    expect(auditEntryFor('complaint.deleted', deleted.payload as never)).toMatchObject({
      module: 'Denuncias',
      action: 'Eliminación de denuncia',
    });
  });
});
