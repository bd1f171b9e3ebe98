import { randomUUID } from 'node:crypto';
import { INBOX_PAGE_DEFAULT, notificationMessages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  extra: { headers?: Headers; payload?: string } = {},
) => t.app.inject({ method, url, headers: { 'x-access-token': token, ...extra.headers }, payload: extra.payload });

/** A signed-in app user. */
async function appUser(type: 'visitor' | 'authority' = 'visitor') {
  const user = await createUser(t.db, { type });
  return { id: user.id, token: await loginAs(t.app, user.email, 'secreto123', type) };
}

/** Rows as the worker stores them (one per event and user); returns their ids, oldest first. */
async function deliver(userId: number, n: number, kind = 'event.sent'): Promise<number[]> {
  const rows = await t.db
    .insertInto('notifications')
    .values(
      Array.from({ length: n }, (_, i) => ({
        event_id: randomUUID(),
        user_id: userId,
        kind,
        title: `Aviso ${i + 1}`,
        body: 'Concierto',
        data: JSON.stringify({ eventId: i + 1 }),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('the app inbox', () => {
  it('pages the caller’s own rows newest first, by keyset, with the unread count', async () => {
    const me = await appUser();
    const other = await appUser();
    await deliver(other.id, 3);
    const ids = await deliver(me.id, INBOX_PAGE_DEFAULT + 5);
    const newestFirst = [...ids].reverse();

    const first = await call('GET', '/api/app/notifications', me.token);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.notifications.map((n: { id: number }) => n.id)).toEqual(newestFirst.slice(0, INBOX_PAGE_DEFAULT));
    expect(page.unread).toBe(ids.length);
    expect(page.next_before).toBe(newestFirst[INBOX_PAGE_DEFAULT - 1]);
    expect(page.notifications[0]).toEqual({
      id: newestFirst[0],
      kind: 'event.sent',
      title: `Aviso ${ids.length}`,
      body: 'Concierto',
      data: { eventId: ids.length },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      read_at: null,
    });

    // A row arriving between two pages neither repeats one nor hides one.
    const [later] = await deliver(me.id, 1);
    const rest = (await call('GET', `/api/app/notifications?before=${page.next_before}&limit=10`, me.token)).json();
    expect(rest.notifications.map((n: { id: number }) => n.id)).toEqual(newestFirst.slice(INBOX_PAGE_DEFAULT));
    expect(rest.next_before).toBeNull();
    expect(rest.unread).toBe(ids.length + 1);

    const small = (await call('GET', '/api/app/notifications?limit=2', me.token)).json();
    expect(small.notifications.map((n: { id: number }) => n.id)).toEqual([later, newestFirst[0]]);
    expect(small.next_before).toBe(newestFirst[0]);
  });

  it('refuses a page size out of bounds, in Spanish, naming the field', async () => {
    const me = await appUser('authority');
    for (const limit of ['0', '101', 'x']) {
      const res = await call('GET', `/api/app/notifications?limit=${limit}`, me.token);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'limit', message: notificationMessages.limitInvalid });
    }
  });

  it('marks one of the caller’s rows read, idempotently; another’s or a missing one is 404', async () => {
    const me = await appUser();
    const other = await appUser();
    const [mine, second] = await deliver(me.id, 2);
    const [theirs] = await deliver(other.id, 1);

    const read = await call('POST', `/api/app/notifications/${mine}/read`, me.token);
    expect(read.statusCode, read.body).toBe(200);
    const { notification, unread } = read.json();
    expect(notification).toMatchObject({ id: mine, read_at: expect.any(String) });
    expect(unread).toBe(1);

    const again = await call('POST', `/api/app/notifications/${mine}/read`, me.token, {
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ notification, unread: 1 });

    for (const id of [theirs, 2_147_483_647]) {
      const res = await call('POST', `/api/app/notifications/${id}/read`, me.token);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ error: { name: 'NotFound' }, message: notificationMessages.notFound });
    }
    const theirsRow = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', theirs!)
      .executeTakeFirst();
    expect(theirsRow?.read_at).toBeNull();

    const page = (await call('GET', '/api/app/notifications', me.token)).json();
    expect(page.notifications.map((n: { id: number; read_at: string | null }) => [n.id, n.read_at !== null])).toEqual([
      [second, false],
      [mine, true],
    ]);
  });

  it('marks all the caller’s rows read, and only theirs; an empty JSON body is accepted', async () => {
    const me = await appUser('authority');
    const other = await appUser();
    await deliver(me.id, 3, 'alert.assigned');
    await deliver(other.id, 2);

    const empty = { headers: { 'content-type': 'application/json' }, payload: '' };
    const res = await call('POST', '/api/app/notifications/read-all', me.token, empty);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked: 3, unread: 0 });
    const again = await call('POST', '/api/app/notifications/read-all', me.token, {
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(again.json()).toEqual({ marked: 0, unread: 0 });

    expect((await call('GET', '/api/app/notifications', other.token)).json().unread).toBe(2);
  });

  it('is for app users: a gestor is refused, and nobody signed out gets in', async () => {
    const gestor = await createUser(t.db);
    const token = await loginAs(t.app, gestor.email);
    expect((await call('GET', '/api/app/notifications', token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/app/notifications/read-all' })).statusCode).toBe(401);
  });
});
