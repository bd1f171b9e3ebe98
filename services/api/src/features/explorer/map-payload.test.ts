import { decodeMapPayload, MAP_PAYLOAD_TYPE } from '@ppd/domain';
import { asMapRecord, type GeoJsonPathRecord, rounded } from '@ppd/domain/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/app.ts';
import { createCatalog, insertRecord, point, square, type TestCatalog } from '../records/testing.ts';
import { mapPayload } from './map-payload.ts';

let t: TestApp;
let c: TestCatalog;
let staffToken: string;

const line = {
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [-89.6123456, 20.9654321],
      [-89.6, 20.97],
      [-89.59, 20.98],
    ],
  },
  properties: {},
};

beforeAll(async () => {
  t = await createTestApp();
  c = await createCatalog(t.db);
  const author = await createUser(t.db);
  staffToken = await loginAs(t.app, author.email);
  await insertRecord(t.db, c, author, {});
  await insertRecord(t.db, c, author, { id_tipo: 2, features: [square(-99.1, 19.4, 0.002)] });
  await insertRecord(t.db, c, author, { privado: true, features: [line] });
  await insertRecord(t.db, c, author, { features: [point(-103.35, 20.66)] });
  await insertRecord(t.db, c, author, { id_tipo: 2, features: [line, point(-89.61, 20.96)] });
});
afterAll(() => t.close());

const body = { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: [1, 2], admin: true };
const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: body });

describe('POST /api/ppd/levantamiento/map', () => {
  it('decodes to the same records, types and geometries as the GeoJSON path, for the public and for staff', async () => {
    for (const headers of [{}, { 'x-access-token': staffToken }] as Record<string, string>[]) {
      const [compact, geojson] = [
        await post('/api/ppd/levantamiento/map', headers),
        await post('/api/ppd/levantamiento/getLevantamientos', headers),
      ];
      expect(compact.statusCode).toBe(200);
      expect(compact.headers['content-type']).toBe(MAP_PAYLOAD_TYPE);
      const expected = (geojson.json() as { levantamientos: GeoJsonPathRecord[] }).levantamientos.map(asMapRecord);
      expect(expected.length).toBe(Object.keys(headers).length === 0 ? 4 : 5);
      expect(rounded(decodeMapPayload(compact.rawPayload))).toEqual(rounded(expected));
      // Smaller than the GeoJSON path even on five records (names and details are not in it).
      expect(compact.rawPayload.byteLength).toBeLessThan(geojson.rawPayload.byteLength / 4);
    }
  });

  it('cuts the records into frames without losing or repeating one', async () => {
    const filter = { query: body, includePrivate: true };
    const frames: Buffer[] = [];
    for await (const frame of mapPayload(t.db, filter, 2)) frames.push(frame);
    expect(frames).toHaveLength(3);
    const all: Buffer[] = [];
    for await (const frame of mapPayload(t.db, filter)) all.push(frame);
    expect(decodeMapPayload(Buffer.concat(frames))).toEqual(decodeMapPayload(Buffer.concat(all)));
  });

  it('skips a frame whose records the filter leaves out, and reads frames at once in their order', async () => {
    const publicOnly = { query: body, includePrivate: false };
    const one: Buffer[] = [];
    for await (const frame of mapPayload(t.db, publicOnly, 1, 3)) one.push(frame);
    expect(one).toHaveLength(4);
    const all: Buffer[] = [];
    for await (const frame of mapPayload(t.db, publicOnly)) all.push(frame);
    expect(decodeMapPayload(Buffer.concat(one))).toEqual(decodeMapPayload(Buffer.concat(all)));
  });

  it('answers an empty payload when no list names an id, and refuses bad input', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/ppd/levantamiento/map',
      payload: { ...body, id_tipo: [0] },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.byteLength).toBe(0);
    const bad = await t.app.inject({ method: 'POST', url: '/api/ppd/levantamiento/map', payload: { id_tipo: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/ppd/levantamiento/map', () => {
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/ppd/levantamiento/map', headers });

  it('is the map of every type the explorer offers, public (also with a bad token) or with a staff token', async () => {
    const audiences: Record<string, string>[] = [
      {},
      { 'x-access-token': 'not-a-token' },
      { 'x-access-token': staffToken },
    ];
    const counts: number[] = [];
    for (const headers of audiences) {
      const [first, asked] = [await get(headers), await post('/api/ppd/levantamiento/map', headers)];
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe(MAP_PAYLOAD_TYPE);
      expect(decodeMapPayload(first.rawPayload)).toEqual(decodeMapPayload(asked.rawPayload));
      counts.push(decodeMapPayload(first.rawPayload).length);
    }
    // A bad token is the public's view; staff see the private record too.
    expect(counts).toEqual([4, 4, 5]);
  });

  it('serves the public map again from what it kept, until a record or a type changes', async () => {
    const before = decodeMapPayload((await get()).rawPayload);
    const record = before[0]!.id;
    // A change made without the triggers (replication role) does not move the map's version: the kept map is sent.
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('records').set({ privado: true }).where('id', '=', record).execute();
    });
    expect(decodeMapPayload((await get()).rawPayload)).toEqual(before);
    // Any change through the triggers does: the map is read again.
    await t.db.updateTable('records').set({ privado: true }).where('id', '=', record).execute();
    const after = decodeMapPayload((await get()).rawPayload);
    expect(after.map((r) => r.id)).toEqual(before.slice(1).map((r) => r.id));
    await t.db.updateTable('records').set({ privado: false }).where('id', '=', record).execute();
    expect(decodeMapPayload((await get()).rawPayload)).toEqual(before);
  });

  it('leaves out the records of a type the explorer does not offer', async () => {
    await t.db.updateTable('record_types').set({ enabled: false }).where('id', '=', 2).execute();
    try {
      const records = decodeMapPayload((await get()).rawPayload);
      expect(records.length).toBe(2);
      expect(records.every((r) => r.id_tipo === 1)).toBe(true);
    } finally {
      await t.db.updateTable('record_types').set({ enabled: true }).where('id', '=', 2).execute();
    }
  });
});
