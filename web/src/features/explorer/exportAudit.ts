import type { BinnacleSaveBody } from '@ppd/domain';
import { api } from '../../lib/api.ts';
import { EXPORT_BASENAME, type ExportFormat } from './exporters.ts';

/** The file an explorer export writes (exporters.ts): geometrias.geojson, geometrias.kml or geometrias.zip. */
export const explorerExportFile = (format: ExportFormat) => `${EXPORT_BASENAME}.${format === 'shp' ? 'zip' : format}`;

/**
 * A staff export, written in the browser so that no API call saw it, told to the bitácora the way the server records
 * a download ('Descarga', the file and the count of records). Never rejects: a lost entry must neither fail nor hold
 * up the export (spec: failures of download logging are ignored).
 */
export async function recordExplorerDownload(format: ExportFormat, count: number): Promise<void> {
  const body: BinnacleSaveBody = {
    module: 'Registros',
    action: 'Descarga',
    observation: `${explorerExportFile(format)}: ${count} registros (Explorar)`,
  };
  await api.post('/api/binnacles/monitor/save/', body).catch(() => {});
}
