import type { ComplaintCategory, ReportSummary } from '@ppd/domain';
import { api } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { appStore } from '../../lib/store.ts';
import { saveBlob } from '../../map/download.ts';

export type ReportKind = 'alerts' | 'complaints';

/** The filters as the API reads them; `tipo` is the alert type, or the complaint category (filtro_tipo). */
export interface ReportFilters {
  desde: string;
  hasta: string;
  search: string;
  tipo: number;
  tipoArchivo: string;
  autoridades: boolean;
}

export function bodyOf(kind: ReportKind, f: ReportFilters) {
  const common = { desde: f.desde, hasta: f.hasta, filtro_tipo: f.tipo, ...(f.search ? { search: f.search } : {}) };
  return kind === 'alerts' ? { ...common, autoridades: f.autoridades } : { ...common, tipo_archivo: f.tipoArchivo };
}

export const reportsApi = {
  summary: (kind: ReportKind, f: ReportFilters) =>
    api.post<ReportSummary>(`/api/reports/${kind}/summary`, bodyOf(kind, f)),
  alertTypes: () => api.get<{ id: number; tipo_alerta: string }[]>('/api/alerts/getall/types/'),
  categories: () => api.post<ComplaintCategory[]>('/visitors/complaintCategories'),
};

export const EXPORT_FILES: Record<ReportKind, string> = { alerts: 'Alertas.xlsx', complaints: 'Denuncias.xls' };

/** Downloads the report's workbook with the active filters (the server streams it and records the download). */
export async function downloadReport(kind: ReportKind, f: ReportFilters): Promise<void> {
  const token = appStore.get(sessionAtom)?.token;
  const response = await fetch(`/api/reports/${kind}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(bodyOf(kind, f)),
  });
  if (!response.ok) throw new Error(`export ${kind} answered ${response.status}`);
  saveBlob(await response.blob(), EXPORT_FILES[kind]);
}
