import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedPaths, serve } from '../../lib/testQueries.ts';
import { explorerExportFile, recordExplorerDownload } from './exportAudit.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the explorer's export in the bitácora", () => {
  it('posts a download: Descarga, the file and the count of records', async () => {
    const fetch = serve({ binnacle: {} });
    await recordExplorerDownload('shp', 12);
    expect(askedPaths(fetch)).toEqual(['/api/binnacles/monitor/save/']);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      module: 'Registros',
      action: 'Descarga',
      observation: 'geometrias.zip: 12 registros (Explorar)',
    });
    expect(['geojson', 'kml', 'shp'].map((f) => explorerExportFile(f as 'kml'))).toEqual([
      'geometrias.geojson',
      'geometrias.kml',
      'geometrias.zip',
    ]);
  });

  it('never rejects when the post fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(recordExplorerDownload('kml', 1)).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { name: 'Error' }, message: 'Ha ocurrido un error' }, { status: 500 })),
    );
    await expect(recordExplorerDownload('geojson', 1)).resolves.toBeUndefined();
  });
});
