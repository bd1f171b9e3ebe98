import { activityBody } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { activityFields, createActivityRefs, ROUTE } from './testing.ts';

let t: TestApp;
let staff: string;
let visitorToken: string;
let upcoming: number;
let hiddenComment: number;
let refs: { categoryId: number; placeId: number };

const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  const visitor = await createUser(t.db, { type: 'visitor', name: 'Lucía', last_name: 'Pech' });
  visitorToken = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
  refs = await createActivityRefs(t.db);
  const base = { category_id: refs.categoryId, lugar_id: refs.placeId, hora: '07:00', hora_final: '10:00' };
  const rows = await t.db
    .insertInto('activities')
    .values([
      {
        ...base,
        nombre: 'Carrera 5K',
        descripcion: 'Salida; llegue, temprano',
        fecha: day(5),
        fecha_final: day(5),
        ruta: JSON.stringify({ type: 'Feature', properties: {}, geometry: ROUTE }),
        route: `SRID=4326;LINESTRING(${ROUTE.coordinates.map((p) => p.join(' ')).join(', ')})`,
        lat: 19.419,
        lng: -99.193,
        updated_at: new Date(),
      },
      { ...base, nombre: 'Limpieza pasada', fecha: day(-20), fecha_final: day(-20), updated_at: new Date() },
    ])
    .returning('id')
    .execute();
  upcoming = rows[0]!.id;
  const comments = await t.db
    .insertInto('activity_comments')
    .values([
      { id_point: upcoming, user_id: visitor.id, stars: 5, comment: 'Muy bien' },
      { id_point: upcoming, user_id: visitor.id, stars: 1, comment: 'Oculto', status: false },
    ])
    .returning('id')
    .execute();
  hiddenComment = comments[1]!.id;
});
afterAll(() => t.close());

const asVisitor = (url: string) => t.app.inject({ url, headers: { 'x-access-token': visitorToken } });

describe('visitors app: events', () => {
  it('lists the upcoming events only, counting the comments a visitor can read', async () => {
    const res = await asVisitor('/api/app/events');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { id: number; comments: number }) => [e.id, e.comments])).toEqual([[upcoming, 1]]);
  });

  it('gives one activity with its route as a GeoJSON line and its visible comments only', async () => {
    const res = await asVisitor(`/api/app/events/${upcoming}`);
    expect(res.statusCode).toBe(200);
    const activity = res.json();
    // The count is of the comments shown: a hidden one is neither listed nor counted.
    expect(activity).toMatchObject({ nombre: 'Carrera 5K', hora: '07:00', lugar: expect.any(String), comments: 1 });
    expect(activity.ruta).toEqual({ type: 'Feature', properties: {}, geometry: ROUTE });
    expect(activity.comentarios).toEqual([expect.objectContaining({ comment: 'Muy bien', stars: 5, name: 'Lucía' })]);
    expect((await asVisitor('/api/app/events/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/app/events/${upcoming}` })).statusCode).toBe(401);
  });

  it('takes a visitor comment with 1 to 5 stars, refusing others and staff', async () => {
    const post = (payload: object, token = visitorToken, id = upcoming) =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments_events/${id}`,
        headers: { 'x-access-token': token },
        payload,
      });
    const ok = await post({ stars: 4, comment: '  Buena ruta ' });
    expect(ok.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('activity_comments')
      .selectAll()
      .where('id', '=', ok.json().id)
      .executeTakeFirst();
    expect(row).toMatchObject({ id_point: upcoming, stars: 4, comment: 'Buena ruta', status: true });
    const before = (await t.db.selectFrom('activity_comments').select('id').execute()).length;
    for (const stars of [0, 6, 3.5]) expect(errorOf(await post({ stars })).field).toBe('stars');
    expect((await post({ stars: 3 }, visitorToken, 999999)).statusCode).toBe(404);
    expect((await post({ stars: 3 }, staff)).statusCode).toBe(403);
    expect((await t.db.selectFrom('activity_comments').select('id').execute()).length).toBe(before);
  });

  it('saves only links every calendar app takes, as the URL parser writes them', async () => {
    const links = [
      'https://chapultepec.example.org/5k',
      'HTTPS://Chapultepec.Example.ORG',
      'https://ñandú.example.mx/ruta-ñ',
      'http://localhost:8080/x?a=b#d',
      'http://user:clave@1.2.3.4/',
      'https://mi_sitio.example.org/5k',
      'https://-guion.example.org/',
      'https://a..b/',
      'http://example.org:8/',
      'http://[::1]/',
    ];
    const saved = links.map((url) => activityBody.safeParse(activityFields({ categoryId: 1, placeId: 1 }, { url })));
    expect(saved.map((r) => r.success)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    for (const r of saved) if (r.success) expect(new URL(r.data.url).href).toBe(r.data.url);
  });
});

describe('back office: activity comments', () => {
  it('lists every comment and moderates one, audited under Eventos', async () => {
    const list = await t.app.inject({ url: `/api/comments_events/${upcoming}`, headers: { 'x-access-token': staff } });
    expect(list.json().map((c: { status: boolean }) => c.status)).toContain(false);
    const shown = await t.app.inject({
      method: 'PUT',
      url: `/api/comments_events/${hiddenComment}`,
      headers: { 'x-access-token': staff },
      payload: { status: true },
    });
    expect(shown.json()).toEqual({ status: 'ok' });
    const row = await t.db
      .selectFrom('activity_comments')
      .select('status')
      .where('id', '=', hiddenComment)
      .executeTakeFirst();
    expect(row?.status).toBe(true);
    const events = await t.db.selectFrom('outbox').select('payload').where('type', '=', 'comment.shown').execute();
    expect(events).toEqual([{ payload: { target: 'activity', targetId: upcoming, commentId: hiddenComment } }]);
    const asVisitorPut = await t.app.inject({
      method: 'PUT',
      url: `/api/comments_events/${hiddenComment}`,
      headers: { 'x-access-token': visitorToken },
      payload: { status: false },
    });
    expect(asVisitorPut.statusCode).toBe(403);
  });
});
