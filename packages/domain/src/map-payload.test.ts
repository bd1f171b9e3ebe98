import { describe, expect, it } from 'vitest';
import { decodeMapColumns, decodeMapPayload, MapPayloadDecoder } from './map-payload.ts';
import { mapColumnsOf } from './testing.ts';

const int4 = (...values: number[]) =>
  values.flatMap((v) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255]);
const hex = (h: string) => [...h.matchAll(/../g)].map(([b]) => Number.parseInt(b, 16));

/** A frame as the API writes it, around a TWKB that PostGIS wrote (ST_AsTWKB(geometry[], bigint[], 6)). */
function frame(columns: number[][], twkbHex: string): number[] {
  const twkb = hex(twkbHex);
  return [...int4(columns.length, twkb.length), ...columns.flatMap((c) => int4(...c)), ...twkb];
}

describe('decodeMapPayload', () => {
  it('reads a batch of one kind (a multi-geometry with ids) and a mixed one (a collection), frame after frame', () => {
    // POINT(1 2) id 7, POINT(1.5 2.5) id 9: a MultiPoint with an idlist.
    const points = frame(
      [
        [1, 2, 3, 4],
        [1, 2, 3, 5],
      ],
      'c404020e1280897a8092f401c0843dc0843d',
    );
    // id 11: GEOMETRYCOLLECTION(POINT(1 2), LINESTRING(0 0, 1 1)) — a record of two features.
    const mixed = frame([[6, 7, 8, 2]], 'c70401' + '16' + 'c70002c10080897a8092f401c20002000080897a80897a');
    const records = decodeMapPayload(new Uint8Array([...points, ...mixed]));
    expect(records).toEqual([
      {
        id: 7,
        id_proyecto: 1,
        id_cat_principal: 2,
        id_cat_secundaria: 3,
        id_tipo: 4,
        geometries: [{ type: 'Point', coordinates: [1, 2] }],
      },
      {
        id: 9,
        id_proyecto: 1,
        id_cat_principal: 2,
        id_cat_secundaria: 3,
        id_tipo: 5,
        geometries: [{ type: 'Point', coordinates: [1.5, 2.5] }],
      },
      {
        id: 11,
        id_proyecto: 6,
        id_cat_principal: 7,
        id_cat_secundaria: 8,
        id_tipo: 2,
        geometries: [
          { type: 'Point', coordinates: [1, 2] },
          {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        ],
      },
    ]);
  });

  it('reads nothing from an empty payload', () => {
    expect(decodeMapPayload(new ArrayBuffer(0))).toEqual([]);
  });

  it('keeps polygons with holes apart inside a multipolygon, beside a record of two features', () => {
    // id 3: MULTIPOLYGON(((0 0,4 0,4 4,0 4,0 0),(1 1,2 1,2 2,1 2,1 1)),((10 10,11 10,11 11,10 10)));
    // id 4: GEOMETRYCOLLECTION(POLYGON((0 0,1 0,1 1,0 0)),POINT(5 5)).
    const payload = frame(
      [
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ],
      'c704020608c600020205000080a4e803000080a4e803ffa3e8030000ffa3e8030580897a80897a80897a000080897aff887a0000ff887a010480d1ca0880d1ca0880897a000080897aff887aff887ac70002c3000104000080897a000080897aff887aff887ac10080ade20480ade204',
    );
    const ring = (...xy: number[]) => Array.from({ length: xy.length / 2 }, (_, k) => [xy[2 * k]!, xy[2 * k + 1]!]);
    expect(decodeMapPayload(new Uint8Array(payload)).map((r) => r.geometries)).toEqual([
      [
        {
          type: 'MultiPolygon',
          coordinates: [
            [ring(0, 0, 4, 0, 4, 4, 0, 4, 0, 0), ring(1, 1, 2, 1, 2, 2, 1, 2, 1, 1)],
            [ring(10, 10, 11, 10, 11, 11, 10, 10)],
          ],
        },
      ],
      [
        { type: 'Polygon', coordinates: [ring(0, 0, 1, 0, 1, 1, 0, 0)] },
        { type: 'Point', coordinates: [5, 5] },
      ],
    ]);
    // The columns the test helper writes are laid out as the decoder's.
    expect(mapColumnsOf(decodeMapPayload(new Uint8Array(payload)))).toEqual(decodeMapColumns(new Uint8Array(payload)));
  });

  it('decodes the same columns whatever the pieces the payload arrives in', () => {
    const points = frame(
      [
        [1, 2, 3, 4],
        [1, 2, 3, 5],
      ],
      'c404020e1280897a8092f401c0843dc0843d',
    );
    const bytes = new Uint8Array([...points, ...points]);
    const whole = decodeMapColumns(bytes);
    expect(whole.count).toBe(4);
    for (const size of [1, 7, 30]) {
      const decoder = new MapPayloadDecoder();
      for (let at = 0; at < bytes.length; at += size) decoder.push(bytes.slice(at, at + size));
      expect(decoder.finish()).toEqual(whole);
    }
    expect(() => new MapPayloadDecoder().push(bytes.slice(0, 20)).finish()).toThrow(/cut short/);
  });
});
