import { OGC_CONFORMANCE, ogcTexts } from '@ppd/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/app.ts';
import { keptPerMapVersion } from '../explorer/index.ts';
import { ogcWorld } from './testing.ts';

let world: Awaited<ReturnType<typeof ogcWorld>>;
beforeAll(async () => {
  world = await ogcWorld();
});
afterAll(() => world.t.close());

const HOST = 'ogc.example.org:8080';
const get = (url: string) => world.t.app.inject({ url, headers: { host: HOST } });

interface Link {
  href: string;
  rel: string;
  type?: string;
}
interface Page {
  features: { id: number; properties: Record<string, string>; geometry: { type: string } }[];
  links: Link[];
  numberMatched: number;
  numberReturned: number;
  timeStamp: string;
}
const items = async (query: string, collection = 'registros') => {
  const res = await get(`/ogc/collections/${collection}/items${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const idsOf = (page: Page) => page.features.map((f) => f.id);
const linkOf = (page: Page, rel: string) => page.links.find((l) => l.rel === rel)?.href;
/** A link as the next request: its path and query, on the same host. */
const pathOf = (href: string) => href.replace(`http://${HOST}`, '');

describe('the landing page, conformance and the service description', () => {
  it('links self, service-desc (OpenAPI 3.0), conformance and data, on the host the caller reached', async () => {
    const res = await get('/ogc');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { links } = res.json<{ links: Link[] }>();
    expect(links.map((l) => [l.rel, l.href, l.type])).toEqual([
      ['self', `http://${HOST}/ogc`, 'application/json'],
      ['service-desc', `http://${HOST}/ogc/api`, 'application/vnd.oai.openapi+json;version=3.0'],
      ['conformance', `http://${HOST}/ogc/conformance`, 'application/json'],
      ['data', `http://${HOST}/ogc/collections`, 'application/json'],
    ]);
  });

  it('conforms to core, geojson and oas30', async () => {
    expect((await get('/ogc/conformance')).json()).toEqual({ conformsTo: [...OGC_CONFORMANCE] });
  });

  it('describes every /ogc path in OpenAPI 3.0, limit bounded to 1–10,000', async () => {
    const res = await get('/ogc/api');
    // Word for word: GDAL compares the type's parameters as written (version=3.0, not version="3.0").
    expect(res.headers['content-type']).toBe('application/vnd.oai.openapi+json;version=3.0; charset=utf-8');
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.servers).toEqual([{ url: `http://${HOST}/ogc` }]);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/',
        '/api',
        '/collections',
        '/collections/{collection}',
        '/collections/{collection}/items',
        '/collections/{collection}/items/{featureId}',
        '/conformance',
      ].sort(),
    );
    const params = doc.paths['/collections/{collection}/items'].get.parameters;
    const limit = params.find((p: { name: string }) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false });
    expect(limit.schema).toEqual({ type: 'integer', minimum: 1, maximum: 10000, default: 10 });
    const config = await createConfig({ extends: ['spec'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'ogc-api.json', config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
    expect(params.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['collection', 'bbox', 'datetime', 'limit']),
    );
  });

  it('answers JSON only: f=html and an unknown parameter are refused (400)', async () => {
    const html = await get('/ogc/collections?f=html');
    expect(html.statusCode).toBe(400);
    expect(errorOf(html)).toMatchObject({ field: 'f', message: ogcTexts.refusals.format });
    expect((await get('/ogc/collections?f=json')).statusCode).toBe(200);
    expect((await get('/ogc/collections/registros/items?sort=nombre')).statusCode).toBe(400);
  });
});

describe('the collections', () => {
  it('one per record type the explorer offers, plus "registros", with extents of the public records', async () => {
    const res = await get('/ogc/collections');
    const { collections } = res.json<{
      collections: {
        id: string;
        title: string;
        extent: { spatial: { bbox: number[][] }; temporal: { interval: string[][] } };
      }[];
    }>();
    expect(collections.map((c) => [c.id, c.title])).toEqual([
      ['registros', 'Registros'],
      ['tipo-1', 'Oportunidades'],
      ['tipo-2', 'Amenazas'],
    ]);
    const [all, opportunities] = collections;
    // The private record in Mérida adds nothing; Mexico City (west) and Cancún (east) bound the whole.
    expect(all!.extent.spatial.bbox[0]).toEqual([-99.13, 19.43, -86.85, 21.16]);
    expect(opportunities!.extent.spatial.bbox[0]).toEqual([-89.62, 20.97, -86.85, 21.16]);
    expect(all!.extent.temporal.interval).toEqual([['2024-01-10T12:00:00.000Z', '2025-12-31T23:00:00.000Z']]);
    expect((await get('/ogc/collections/tipo-2')).json()).toMatchObject({ id: 'tipo-2', itemType: 'feature' });
  });

  it('an unknown collection, or a disabled type’s, is a 404', async () => {
    expect((await get('/ogc/collections/tipo-99')).statusCode).toBe(404);
    expect((await get('/ogc/collections/nada/items')).statusCode).toBe(404);
  });
});

describe('GET /ogc/collections/{id}/items', () => {
  it('10 records unless asked, as GeoJSON with numberMatched, numberReturned and timeStamp', async () => {
    const res = await get('/ogc/collections/registros/items');
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const page = res.json<Page & { type: string }>();
    expect(page.type).toBe('FeatureCollection');
    expect(page.numberReturned).toBe(10);
    expect(page.numberMatched).toBe(world.publicIds.length);
    expect(idsOf(page)).toEqual(world.publicIds.slice(0, 10));
    expect(Date.now() - Date.parse(page.timeStamp)).toBeLessThan(60_000);
    expect(linkOf(page, 'self')).toBe(`http://${HOST}/ogc/collections/registros/items`);
  });

  it('limit from 1 to 10,000; outside, or not a number, a 400 naming limit', async () => {
    expect((await items('?limit=1')).numberReturned).toBe(1);
    expect((await items('?limit=10000')).numberReturned).toBe(world.publicIds.length);
    for (const limit of ['0', '10001', '-1', 'diez', '2.5']) {
      const res = await get(`/ogc/collections/registros/items?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(errorOf(res), limit).toMatchObject({ field: 'limit', message: ogcTexts.refusals.limit });
    }
  });

  it('the features carry the explorer export’s properties, the same as its GeoJSON file', async () => {
    const [feature] = (await items(`?limit=1&after=${world.ids.cancun - 1}`)).features;
    const exported = await world.t.app.inject({
      method: 'POST',
      url: '/api/ppd/levantamiento/explorer-export/geojson',
      payload: { ids: [world.ids.cancun] },
    });
    const file = exported.json<{ features: { properties: Record<string, string> }[] }>();
    expect(feature!.id).toBe(world.ids.cancun);
    expect(feature!.properties).toEqual(file.features[0]!.properties);
    expect(feature!.geometry).toEqual({ type: 'Point', coordinates: [-86.85, 21.16] });
  });

  it('never shows a private record, nor a record of another type', async () => {
    const every = idsOf(await items('?limit=10000'));
    expect(every).toEqual(world.publicIds);
    expect(every).not.toContain(world.ids.private);
    const threats = idsOf(await items('?limit=10000', 'tipo-2'));
    expect(threats).toEqual([world.ids.threat]);
  });

  it('bbox keeps the records it intersects, across the antimeridian too; a bad one is a 400 naming bbox', async () => {
    expect(idsOf(await items('?bbox=-100,19,-98,20'))).toEqual([world.ids.threat]);
    expect((await items('?bbox=-100,19,-98,20')).numberMatched).toBe(1);
    expect(idsOf(await items('?bbox=-87,21,0,-86,22,100'))).toEqual([world.ids.cancun]);
    // From 170° east over the antimeridian to 95° west: Mexico City only.
    expect(idsOf(await items('?bbox=170,19,-95,20'))).toEqual([world.ids.threat]);
    for (const bbox of ['1,2,3', '-100,21,-98,19', '-200,19,-98,20', 'a,b,c,d', '1,2,3,4,5']) {
      const res = await get(`/ogc/collections/registros/items?bbox=${bbox}`);
      expect(res.statusCode, bbox).toBe(400);
      expect(errorOf(res).field, bbox).toBe('bbox');
    }
  });

  it('datetime: an instant, a day, closed and open intervals; a bad one is a 400 naming datetime', async () => {
    const matched = async (datetime: string) => idsOf(await items(`?limit=10000&datetime=${datetime}`));
    const { threat, cancun, merida } = world.ids;
    expect(await matched('2024-01-10T12:00:00Z')).toEqual([threat]);
    expect(await matched('2024-01-10')).toEqual([threat]);
    expect(await matched('2025-05-20T16:15:00Z/2025-12-31')).toEqual([cancun, ...merida].sort((a, b) => a - b));
    expect(await matched('../2024-12-31T23:59:59Z')).toEqual([threat]);
    expect(await matched('2025-06-01/..')).toEqual([cancun]);
    expect(await matched('/2025-05-19')).toEqual([threat]);
    expect((await items('?datetime=2025-06-01/..')).numberMatched).toBe(1);
    for (const datetime of ['ayer', '2025-02-30', '2025-12-31/2025-01-01', '2025-01-01/2025-02-01/2025-03-01']) {
      const res = await get(`/ogc/collections/registros/items?datetime=${datetime}`);
      expect(res.statusCode, datetime).toBe(400);
      expect(errorOf(res), datetime).toMatchObject({ field: 'datetime', message: ogcTexts.refusals.datetime });
    }
  });

  it('next links walk every record exactly once, and prev links walk back through the same pages', async () => {
    const forward: number[][] = [];
    let url: string | undefined = '/ogc/collections/registros/items?limit=7&bbox=-180,-90,180,90';
    let last: Page | undefined;
    while (url) {
      const res = await get(url);
      last = res.json<Page>();
      expect(last.numberMatched).toBe(world.publicIds.length);
      forward.push(idsOf(last));
      const next = linkOf(last, 'next');
      url = next && pathOf(next);
      if (next) expect(next).toContain('bbox=-180%2C-90%2C180%2C90');
    }
    expect(forward.flat()).toEqual(world.publicIds);
    expect(forward.map((page) => page.length)).toEqual([7, 7, 7, 3]);
    const backward: number[][] = [];
    let page: Page = last!;
    for (let prev = linkOf(page, 'prev'); prev; prev = linkOf(page, 'prev')) {
      page = (await get(pathOf(prev))).json<Page>();
      backward.unshift(idsOf(page));
    }
    expect(backward).toEqual(forward.slice(0, -1));
    expect(linkOf(await items('?limit=7'), 'prev')).toBeUndefined();
  });

  it('a keyset that is not an id, or both after and before, is a 400', async () => {
    for (const query of ['after=0', 'after=x', 'before=-3', 'after=1&before=9']) {
      expect((await get(`/ogc/collections/registros/items?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('keeps the counts and extents while the map stands still: built once per map version', async () => {
    const kept = keptPerMapVersion<number>(world.t.db);
    let builds = 0;
    const build = async () => ++builds;
    expect([await kept(build), await kept(build)]).toEqual([1, 1]);
    await world.t.db.updateTable('records').set({ descripcion: 'Otra' }).where('id', '=', world.ids.cancun).execute();
    expect([await kept(build), await kept(build)]).toEqual([2, 2]);
  });

  it('sees a new record as soon as it is written: the kept counts and extents follow the map', async () => {
    const before = await items('?limit=1');
    const id = await world.record('Nuevo en Tijuana', [-117.03, 32.51]);
    const after = await items('?limit=1');
    expect(after.numberMatched).toBe(before.numberMatched + 1);
    const collection = (await get('/ogc/collections/registros')).json();
    expect(collection.extent.spatial.bbox[0][0]).toBe(-117.03);
    await world.t.db.deleteFrom('records').where('id', '=', id).execute();
    expect((await items('?limit=1')).numberMatched).toBe(before.numberMatched);
  });
});

describe('GET /ogc/collections/{id}/items/{featureId}', () => {
  it('one public record, with its self and collection links', async () => {
    const res = await get(`/ogc/collections/tipo-2/items/${world.ids.threat}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const feature = res.json();
    expect(feature).toMatchObject({
      type: 'Feature',
      id: world.ids.threat,
      properties: { Nombre: 'Fuga en la capital' },
    });
    expect(feature.links.map((l: Link) => l.rel)).toEqual(['self', 'collection']);
    expect((await get(`/ogc/collections/registros/items/${world.ids.threat}`)).statusCode).toBe(200);
  });

  it('a private record, a missing one or one of another collection is a 404', async () => {
    for (const url of [
      `/ogc/collections/registros/items/${world.ids.private}`,
      `/ogc/collections/tipo-1/items/${world.ids.private}`,
      '/ogc/collections/registros/items/2147483647',
      `/ogc/collections/tipo-1/items/${world.ids.threat}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).not.toContain('Privado');
    }
  });
});
