import { messages, type ReportSummary } from '@ppd/domain';
import { api, isApiError } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';

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

/** The report's date fields, which the server names when it refuses the range. */
export type DateErrors = Partial<Record<'desde' | 'hasta', string>>;

/** The server's refusal of a date (not a day, after the other, too long a period), by field; null for any other. */
export function dateErrorsOf(error: unknown): DateErrors | null {
  if (!isApiError(error) || (error.field !== 'desde' && error.field !== 'hasta')) return null;
  return { [error.field]: error.message };
}

/** An emptied date field asks for a day before the report is counted (the server would name its own format). */
export function blankDatesOf(f: ReportFilters): DateErrors | null {
  if (f.desde && f.hasta) return null;
  const required = messages.events.dateRequired;
  return { ...(f.desde ? {} : { desde: required }), ...(f.hasta ? {} : { hasta: required }) };
}

export function bodyOf(kind: ReportKind, f: ReportFilters) {
  const common = { desde: f.desde, hasta: f.hasta, filtro_tipo: f.tipo, ...(f.search ? { search: f.search } : {}) };
  return kind === 'alerts' ? { ...common, autoridades: f.autoridades } : { ...common, tipo_archivo: f.tipoArchivo };
}

export const reportsApi = {
  summary: (kind: ReportKind, f: ReportFilters) =>
    api.post<ReportSummary>(`/api/reports/${kind}/summary`, bodyOf(kind, f)),
  alertTypes: () => api.get<{ id: number; tipo_alerta: string }[]>('/api/alerts/getall/types/'),
};

export const EXPORT_FILES: Record<ReportKind, string> = { alerts: 'Alertas.xlsx', complaints: 'Denuncias.xls' };

/** Downloads the report's workbook with the active filters (the server streams it and records the download). */
export const downloadReport = (kind: ReportKind, f: ReportFilters) =>
  download(`/api/reports/${kind}/export`, EXPORT_FILES[kind], { method: 'POST', body: bodyOf(kind, f) });
