import { insertComplaintCategory, sleep, waitFor } from '@ppd/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { type ClientSocket, collect, connectSocket } from './helpers/sockets.ts';
import { createUser, type User } from './helpers/users.ts';

/**
 * A complaint an integration files through Open311 (API → outbox → worker → sockets) reaches the gestores' board
 * (/denuncias) live, as one filed from the app does, and is then listed by Open311 itself.
 */
describe('a complaint filed through Open311', () => {
  const live = liveStack();
  let board: ClientSocket;
  let visitorApp: ClientSocket;
  let categoryId: number;
  let admin: User;

  beforeAll(async () => {
    admin = await createUser(live.database.db, { type: 'monitor', is_admin: true });
    const visitor = await createUser(live.database.db, { type: 'visitor' });
    board = await connectSocket(live.url, tokenFor(live.app, admin));
    visitorApp = await connectSocket(live.url, tokenFor(live.app, visitor));
    categoryId = await insertComplaintCategory(live.database.db, 'Baches');
  });

  afterAll(async () => {
    board?.close();
    visitorApp?.close();
  });

  it("appears on a gestor's /denuncias socket and in GET requests", async () => {
    const issued = await live.app.inject({
      method: 'POST',
      url: '/api/integrations/api-keys',
      headers: { 'x-access-token': tokenFor(live.app, admin) },
      payload: { name: 'Ciudad 311' },
    });
    expect(issued.statusCode).toBe(201);
    const filed = collect(board, 'complaint:filed');
    const elsewhere = collect(visitorApp, 'complaint:filed');

    const res = await live.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        api_key: issued.json().key,
        service_code: String(categoryId),
        lat: '19.4326',
        long: '-99.1332',
        description: 'Bache profundo en el carril derecho.',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()[0].service_request_id as number;

    await waitFor(() => filed.length === 1, { what: 'complaint:filed on the board' });
    expect(filed[0]!.complaint).toMatchObject({ id, category_id: categoryId, status: 'no atendida' });
    const listed = await live.app.inject({ url: `/open311/v2/requests.json?service_code=${categoryId}` });
    expect(listed.json()).toEqual([expect.objectContaining({ service_request_id: id, status: 'open' })]);
    // The key's own account filed it: no visitor's app hears of it.
    await sleep(300);
    expect(elsewhere).toEqual([]);
  });
});
