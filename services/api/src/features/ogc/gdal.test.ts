import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ogcWorld } from './testing.ts';

/**
 * GDAL's OAPIF driver, the one QGIS uses, against the API listening on a port: it must list the collections and
 * read every public record, page after page through the next links, with the explorer's counts.
 */
let world: Awaited<ReturnType<typeof ogcWorld>>;
let source: string;
beforeAll(async () => {
  world = await ogcWorld();
  await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = world.t.app.server.address();
  source = `OAPIF:http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ogc`;
});
afterAll(() => world.t.close());

// Asynchronous: GDAL calls back into this very process, whose event loop must stay free to answer.
const gdal = async (tool: string, args: string[]) =>
  (await promisify(execFile)(tool, args, { encoding: 'utf8', maxBuffer: 1 << 26 })).stdout;

/** The explorer's public records of the given types (what /explorador shows and counts). */
async function explorerCount(types: number[]) {
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/ppd/levantamiento/getLevantamientos',
    payload: { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: types },
  });
  return res.json<{ levantamientos: unknown[] }>().levantamientos.length;
}

describe('ogrinfo / ogr2ogr OAPIF:…/ogc', () => {
  it('lists one layer per collection', async () => {
    const layers = [...(await gdal('ogrinfo', ['-ro', '-q', source])).matchAll(/^\d+: (\S+)/gm)].map((m) => m[1]);
    expect(layers).toEqual(['registros', 'tipo-1', 'tipo-2']);
  });

  it('counts per collection what the explorer counts, and reads every record through the pages', async () => {
    const expected = {
      registros: await explorerCount([1, 2]),
      'tipo-1': await explorerCount([1]),
      'tipo-2': await explorerCount([2]),
    };
    expect(expected.registros).toBe(world.publicIds.length);
    const summary = await gdal('ogrinfo', ['-ro', '-so', '-al', source]);
    const counts = Object.fromEntries(
      [...summary.matchAll(/Layer name: (\S+)[\s\S]*?Feature Count: (\d+)/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(counts).toEqual(expected);
    // A full read at GDAL's page size (10): the features it got, not the count the server announced.
    for (const [layer, count] of Object.entries(expected)) {
      const read = JSON.parse(await gdal('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', source, layer]));
      const ids = read.features.map((f: { properties: { Nombre: string } }) => f.properties.Nombre);
      expect(ids, layer).toHaveLength(count);
      expect(new Set(ids).size, layer).toBe(count);
      expect(ids).not.toContain('Privado');
    }
  });

  it('reads the explorer export’s fields, and a layer narrowed to a bbox', async () => {
    const dump = await gdal('ogrinfo', ['-ro', '-al', '-spat', '-100', '19', '-98', '20', source, 'tipo-2']);
    expect(dump).toContain('Nombre (String) = Fuga en la capital');
    expect(dump).toContain('Tipo (String) = Amenazas');
    expect(dump).toContain('POINT (-99.13 19.43)');
  });
});
