import { EXPLORER_EXPORT_MAX, type ExplorerExportFormat, geometryFileName, messages, recordRoutes } from '@ppd/domain';
import { downloadFile } from '../../lib/download.ts';

export type ExportFormat = ExplorerExportFormat;

/**
 * The records in view, written by the server's export writers (the same GeoJSON, KML and Shapefile as /registros)
 * and saved. Staff's token adds the private records, and the server puts staff's download in the bitácora; the
 * public's export has the public records only. Past EXPLORER_EXPORT_MAX records it asks to zoom in instead.
 */
export async function exportRecords(
  ids: readonly number[],
  format: ExportFormat,
  staff: boolean,
  alert: (message: string) => Promise<unknown>,
): Promise<unknown> {
  if (ids.length === 0) return alert(messages.records.nothingToExport);
  if (ids.length > EXPLORER_EXPORT_MAX) return alert(messages.geo.explorer.tooManyToExport);
  return downloadFile(
    recordRoutes.explorerExport,
    { params: { format }, body: { ids: [...ids] } },
    geometryFileName(format),
    {
      auth: staff,
    },
  );
}
