import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp, whileOutboxRefuses } from '../../../test/app.ts';
import { createCatalog, insertRecord } from '../records/testing.ts';

let t: TestApp;
let staff: string;
let visitorToken: string;
let visitor: { id: number; email: string };
let record: { id: number };
let privateRecord: { id: number };
let comments: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCatalog(t.db);
  const author = await createUser(t.db);
  visitor = await createUser(t.db, { type: 'visitor', name: 'Lucía', last_name: 'Pech', profile_image: '/img/l.png' });
  staff = await loginAs(t.app, author.email);
  visitorToken = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
  record = await insertRecord(t.db, c, author);
  privateRecord = await insertRecord(t.db, c, author, { privado: true });
  comments = await t.db
    .insertInto('place_comments')
    .values([
      { id_point: record.id, user_id: visitor.id, stars: 5, comment: 'Muy limpio', created: new Date('2025-05-01') },
      {
        id_point: record.id,
        user_id: visitor.id,
        stars: 2,
        comment: 'Falta luz',
        status: false,
        created: new Date('2025-05-02'),
      },
    ])
    .returning('id')
    .execute();
});
afterAll(() => t.close());

const commentRows = () => t.db.selectFrom('place_comments').selectAll().orderBy('id').execute();
const events = (type: string) => t.db.selectFrom('outbox').selectAll().where('type', '=', type).execute();

describe('GET /api/comments_places/{placeId}', () => {
  it('lists the record’s comments with their authors, newest first', async () => {
    const res = await t.app.inject({ url: `/api/comments_places/${record.id}`, headers: { 'x-access-token': staff } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: comments[1]!.id, id_point: record.id, stars: 2, status: false, name: 'Lucía' }),
      expect.objectContaining({ comment: 'Muy limpio', last_name: 'Pech', profile_image: '/img/l.png', status: true }),
    ]);
  });

  it('shows a visitor and an authority the visible comments only, and none of a private record', async () => {
    const authority = await createUser(t.db, { type: 'authority' });
    const readers = [visitorToken, await loginAs(t.app, authority.email, 'secreto123', 'authority')];
    await t.db
      .insertInto('place_comments')
      .values({ id_point: privateRecord.id, user_id: visitor.id, stars: 4, comment: 'Privado' })
      .execute();
    for (const token of readers) {
      const res = await t.app.inject({
        url: `/api/comments_places/${record.id}`,
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({ id: comments[0]!.id, comment: 'Muy limpio', status: true, name: 'Lucía' }),
      ]);
      const hidden = await t.app.inject({
        url: `/api/comments_places/${privateRecord.id}`,
        headers: { 'x-access-token': token },
      });
      expect(hidden.statusCode).toBe(404);
    }
    // Staff keep seeing the hidden one and the private record's.
    const all = await t.app.inject({ url: `/api/comments_places/${record.id}`, headers: { 'x-access-token': staff } });
    expect(all.json()).toHaveLength(2);
    const ofPrivate = await t.app.inject({
      url: `/api/comments_places/${privateRecord.id}`,
      headers: { 'x-access-token': staff },
    });
    expect(ofPrivate.json()).toEqual([expect.objectContaining({ comment: 'Privado' })]);
  });

  it('answers 404 for an unknown record and 401 without a token', async () => {
    const missing = await t.app.inject({ url: '/api/comments_places/999999', headers: { 'x-access-token': staff } });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/comments_places/${record.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/comments_places/{commentId}', () => {
  const moderate = (id: number, payload: object, headers: Record<string, string> = { 'x-access-token': staff }) =>
    t.app.inject({ method: 'PUT', url: `/api/comments_places/${id}`, headers, payload });

  it('hides and shows a comment, recording comment.hidden and comment.shown', async () => {
    expect((await moderate(comments[0]!.id, { status: false })).json()).toEqual({ status: 'ok' });
    expect((await commentRows())[0]!.status).toBe(false);
    expect(await events('comment.hidden')).toEqual([
      expect.objectContaining({ payload: { target: 'place', targetId: record.id, commentId: comments[0]!.id } }),
    ]);
    await moderate(comments[0]!.id, { status: true });
    expect((await commentRows())[0]!.status).toBe(true);
    expect(await events('comment.shown')).toHaveLength(1);
  });

  it('requires the token the old client omitted, a boolean status and a known comment', async () => {
    const before = await commentRows();
    expect((await moderate(comments[0]!.id, { status: false }, {})).statusCode).toBe(401);
    expect((await moderate(comments[0]!.id, { status: false }, { 'x-access-token': visitorToken })).statusCode).toBe(
      403,
    );
    const bad = await moderate(comments[0]!.id, { status: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('status');
    expect((await moderate(999999, { status: false })).statusCode).toBe(404);
    expect(await commentRows()).toEqual(before);
  });
});

describe('POST /api/comments_places/{placeId}', () => {
  const post = (id: number, payload: object, token = visitorToken) =>
    t.app.inject({ method: 'POST', url: `/api/comments_places/${id}`, headers: { 'x-access-token': token }, payload });

  it('lets a visitor comment on a public record', async () => {
    const res = await post(record.id, { stars: 4, comment: '  Bonito  ' });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('place_comments').selectAll().where('id', '=', res.json().id).executeTakeFirst();
    expect(row).toMatchObject({ user_id: visitor.id, stars: 4, comment: 'Bonito', status: true });
  });

  it('records comment.created with the comment, for the bitácora', async () => {
    const res = await post(record.id, { stars: 3, comment: 'Regular' });
    const commentId = res.json().id;
    expect(await events('comment.created')).toContainEqual(
      expect.objectContaining({
        actor_id: visitor.id,
        payload: { target: 'place', targetId: record.id, commentId, stars: 3 },
      }),
    );
  });

  it('keeps no comment when its event cannot be recorded', async () => {
    const before = await commentRows();
    const res = await whileOutboxRefuses(t.db, 'comment.created', () =>
      post(record.id, { stars: 5, comment: 'Perdido' }),
    );
    expect(res.statusCode).toBe(500);
    expect(await commentRows()).toEqual(before);
  });

  it('refuses stars outside 1-5, a private or unknown record, and staff', async () => {
    const before = (await commentRows()).length;
    for (const stars of [0, 6, 2.5, 'muchas']) {
      const res = await post(record.id, { stars, comment: 'x' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'stars', message: 'Califique de 1 a 5 estrellas' });
    }
    expect((await post(privateRecord.id, { stars: 3 })).statusCode).toBe(404);
    expect((await post(999999, { stars: 3 })).statusCode).toBe(404);
    expect((await post(record.id, { stars: 3 }, staff)).statusCode).toBe(403);
    expect((await commentRows()).length).toBe(before);
  });
});
