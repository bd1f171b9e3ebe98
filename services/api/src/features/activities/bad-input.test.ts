import { MAX_ROUTE_POINTS, messages } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { pngClaiming } from '../../../test/fixtures.ts';
import type { FilePart } from '../../../test/multipart.ts';
import { MAX_KML_BYTES } from './form.ts';
import {
  activityFields,
  activityFilesOn,
  activityRequest,
  CROSSING_ROUTE,
  createActivityRefs,
  image,
  kmzOf,
  readKml,
} from './testing.ts';

const t_ = messages.activities;
let t: TestApp;
let staff: string;
let visitor: string;
let refs: { categoryId: number; placeId: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  visitor = await loginAs(t.app, (await createUser(t.db, { type: 'visitor' })).email, 'secreto123', 'visitor');
  refs = await createActivityRefs(t.db);
});
afterAll(() => t.close());

const kml = (data: Buffer | string, name = 'ruta.kml'): FilePart => ({
  field: 'kml_file',
  name,
  type: 'application/octet-stream',
  data: Buffer.from(data),
});
const TEXT = Buffer.from('esto no es una imagen, es texto');
/** A route of `n` points that never crosses itself: a zigzag climbing north. */
const zigzag = (n: number) => Array.from({ length: n }, (_, i) => [-99.2 + (i % 2) * 0.01, 19.4 + i * 1e-7]);
const kmlOfLine = (points: number[][]) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>${points.map((p) => p.join(',')).join(' ')}</coordinates></LineString></Placemark></kml>`;
const NO_LINE_KML =
  '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>-99.19,19.41</coordinates></Point></Placemark></kml>';

interface Case {
  name: string;
  fields?: Record<string, string>;
  files?: () => Promise<FilePart[]>;
  field: string;
  message: string;
}

const CASES: Case[] = [
  {
    name: 'a self-intersecting drawn route',
    fields: { route: JSON.stringify(CROSSING_ROUTE) },
    field: 'route',
    message: t_.routeSelfIntersecting,
  },
  {
    name: 'a drawn route of more points than a route has',
    fields: { route: JSON.stringify({ type: 'LineString', coordinates: zigzag(MAX_ROUTE_POINTS + 1) }) },
    field: 'route',
    message: t_.routeTooManyPoints,
  },
  {
    name: 'a KML route of 200,000 points',
    fields: { type: 'file' },
    files: async () => [kml(kmlOfLine(zigzag(200_000)))],
    field: 'kml_file',
    message: t_.routeTooManyPoints,
  },
  {
    name: 'a drawn route of two lines',
    fields: {
      route: JSON.stringify({
        type: 'MultiLineString',
        coordinates: [
          [
            [-99.2, 19.41],
            [-99.19, 19.42],
          ],
          [
            [-99.18, 19.41],
            [-99.17, 19.42],
          ],
        ],
      }),
    },
    field: 'route',
    message: t_.routeNotLine,
  },
  {
    name: 'a route that is not JSON',
    fields: { route: 'LINESTRING(1 2, 3 4)' },
    field: 'route',
    message: t_.routeNotLine,
  },
  {
    name: 'a .kml that is not KML',
    fields: { type: 'file' },
    files: async () => [kml('hola, soy un texto')],
    field: 'kml_file',
    message: t_.kmlUnreadable,
  },
  {
    name: 'a KML without a line',
    fields: { type: 'file' },
    files: async () => [kml(NO_LINE_KML)],
    field: 'kml_file',
    message: t_.kmlWithoutLine,
  },
  {
    name: 'a KMZ without a KML',
    fields: { type: 'file' },
    files: async () => [kml(await kmzOf('x', 'leeme.txt'), 'ruta.kmz')],
    field: 'kml_file',
    message: t_.kmzWithoutKml,
  },
  {
    name: 'a KMZ whose KML inflates past the cap (a zip bomb)',
    fields: { type: 'file' },
    files: async () => {
      const padded = Buffer.concat([await readKml(), Buffer.alloc(MAX_KML_BYTES, ' ')]);
      return [kml(await kmzOf(padded), 'ruta.kmz')];
    },
    field: 'kml_file',
    message: t_.kmlUnreadable,
  },
  {
    name: 'a route file of another kind',
    fields: { type: 'file' },
    files: async () => [kml(await readKml(), 'ruta.gpx')],
    field: 'kml_file',
    message: t_.routeFileType,
  },
  { name: 'type file without a file', fields: { type: 'file' }, field: 'kml_file', message: t_.routeFileMissing },
  {
    name: 'a .png that is a text file',
    files: async () => [image('image', TEXT)],
    field: 'image',
    message: messages.media.imageType,
  },
  {
    name: 'a 74-byte image claiming 60,000 × 60,000 pixels',
    files: async () => [image('image2', pngClaiming(60_000, 60_000))],
    field: 'image2',
    message: messages.media.imageTooManyPixels,
  },
  {
    name: 'a fake secondary image',
    files: async () => [image('image'), image('image2', TEXT)],
    field: 'image2',
    message: messages.media.imageType,
  },
  {
    name: 'a url without http(s)',
    fields: { url: 'ftp://chapultepec.example.org' },
    field: 'url',
    message: t_.urlScheme,
  },
  {
    name: 'a url calendars refuse (a host with an underscore)',
    fields: { url: 'https://mi_sitio.example.org/5k' },
    field: 'url',
    message: messages.validation.invalid,
  },
  {
    name: 'an end before the start',
    fields: { fecha_final: '2031-05-09' },
    field: 'fecha_final',
    message: t_.endBeforeStart,
  },
  { name: 'a blank title', fields: { nombre: '   ' }, field: 'nombre', message: t_.titleRequired },
  { name: 'no date', fields: { fecha: '' }, field: 'fecha', message: t_.dateRequired },
  { name: 'an impossible date', fields: { fecha: '2031-02-30' }, field: 'fecha', message: t_.dateRequired },
  { name: 'a date in year 0', fields: { fecha: '0000-01-01' }, field: 'fecha', message: t_.dateRequired },
  { name: 'a date before 1900', fields: { fecha: '1899-12-31' }, field: 'fecha', message: t_.dateRequired },
  { name: 'no time', fields: { hora_final: '25:00' }, field: 'hora_final', message: t_.timeRequired },
  { name: 'no category', fields: { category_id: '' }, field: 'category_id', message: t_.categoryRequired },
  {
    name: 'an unknown category',
    fields: { category_id: '999999' },
    field: 'category_id',
    message: t_.categoryNotFound,
  },
  { name: 'an unknown place', fields: { lugar_id: '999999' }, field: 'lugar_id', message: t_.placeNotFound },
  { name: 'an unknown poll', fields: { poll_id: '999999' }, field: 'poll_id', message: t_.pollNotFound },
];

const counts = async () => ({
  events: (await t.db.selectFrom('activities').select('id').execute()).length,
  outbox: (await t.db.selectFrom('outbox').select('id').execute()).length,
  files: await activityFilesOn(t.mediaDir),
});

describe('bad input to POST /api/events', () => {
  it.each(CASES)('refuses $name with a 400 on its field, writing nothing', async (c) => {
    const before = await counts();
    // The images ride along: a refusal must not leave them behind either.
    const files = [image('image'), ...((await c.files?.()) ?? [])];
    const unique = new Map(files.map((f) => [f.field, f]));
    const res = await t.app.inject(
      activityRequest('POST', '/api/events', staff, activityFields(refs, c.fields), [...unique.values()]),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ error: { name: 'ValidationError' }, field: c.field, message: c.message });
    expect(await counts()).toEqual(before);
  });

  it(`saves a drawn route of ${MAX_ROUTE_POINTS} points without holding other requests`, async () => {
    // The longest the event loop went without turning while the route was checked (testing every pair: ~1 s).
    let [last, longest] = [performance.now(), 0];
    const ticker = setInterval(() => {
      const now = performance.now();
      [last, longest] = [now, Math.max(longest, now - last)];
    }, 5);
    const route = JSON.stringify({ type: 'LineString', coordinates: zigzag(MAX_ROUTE_POINTS) });
    const res = await t.app.inject(activityRequest('POST', '/api/events', staff, activityFields(refs, { route })));
    clearInterval(ticker);
    expect(res.statusCode).toBe(201);
    expect(longest).toBeLessThan(300);
  });

  it('refuses a visitor (403) and a caller without a token (401)', async () => {
    const before = await counts();
    const asVisitor = await t.app.inject(
      activityRequest('POST', '/api/events', visitor, activityFields(refs), [image('image')]),
    );
    expect(asVisitor.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(anonymous.statusCode).toBe(401);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/events/send/1',
      headers: { 'x-access-token': visitor },
      payload: {},
    });
    expect(send.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('leaves an activity as it was when an update is refused', async () => {
    const created = await t.app.inject(
      activityRequest('POST', '/api/events', staff, activityFields(refs), [image('image')]),
    );
    const id = created.json().id as number;
    const row = await t.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await counts();
    const bad = await t.app.inject(
      activityRequest(
        'PUT',
        `/api/events/${id}`,
        staff,
        activityFields(refs, { nombre: 'Otro', route: JSON.stringify(CROSSING_ROUTE) }),
        [image('image')],
      ),
    );
    expect(bad.statusCode).toBe(400);
    expect(await t.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(row);
    expect(await counts()).toEqual(before);
    const missing = await t.app.inject(
      activityRequest('PUT', '/api/events/999999', staff, activityFields(refs), [image('image')]),
    );
    expect(missing.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
