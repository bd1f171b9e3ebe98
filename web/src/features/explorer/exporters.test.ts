import { EXPLORER_EXPORT_MAX, geometryFileName, messages, pathFor, recordRoutes } from '@ppd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../lib/download.ts';
import { exportRecords } from './exporters.ts';

vi.mock('../../lib/download.ts', () => ({ downloadFile: vi.fn(async () => {}) }));
afterEach(() => vi.clearAllMocks());

describe("the explorer's export", () => {
  it('asks the server for the file of the ids in view, with the token only on the staff explorer', async () => {
    const alert = vi.fn(async () => {});
    await exportRecords([3, 1], 'shp', false, alert);
    await exportRecords([2], 'kml', true, alert);
    const route = recordRoutes.explorerExport;
    expect(vi.mocked(downloadFile).mock.calls).toEqual([
      [route, { params: { format: 'shp' }, body: { ids: [3, 1] } }, 'geometrias.zip', { auth: false }],
      [route, { params: { format: 'kml' }, body: { ids: [2] } }, 'geometrias.kml', { auth: true }],
    ]);
    expect([route.method, pathFor(route, { format: 'shp' })]).toEqual([
      'POST',
      '/api/ppd/levantamiento/explorer-export/shp',
    ]);
    expect(alert).not.toHaveBeenCalled();
    expect(geometryFileName('geojson')).toBe('geometrias.geojson');
  });

  it('says there is nothing to export, or too much (zoom in), without asking the server', async () => {
    const alert = vi.fn(async () => {});
    await exportRecords([], 'kml', true, alert);
    await exportRecords(
      Array.from({ length: EXPLORER_EXPORT_MAX + 1 }, (_, i) => i + 1),
      'kml',
      true,
      alert,
    );
    expect(alert.mock.calls).toEqual([[messages.records.nothingToExport], [messages.geo.explorer.tooManyToExport]]);
    expect(downloadFile).not.toHaveBeenCalled();
  });
});
