import { alertRoutes, type ComplaintReportFilters, messages, reportRoutes } from '@ppd/domain';
import { api, isApiError } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export type ReportKind = 'alerts' | 'complaints';

/** The filters as the API reads them; `tipo` is the alert type, or the complaint category (filtro_tipo). */
export interface ReportFilters {
  desde: string;
  hasta: string;
  search: string;
  tipo: number;
  tipoArchivo: ComplaintReportFilters['tipo_archivo'];
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
  const required = messages.activities.dateRequired;
  return { ...(f.desde ? {} : { desde: required }), ...(f.hasta ? {} : { hasta: required }) };
}

const alertBody = (f: ReportFilters) => ({ ...commonBody(f), autoridades: f.autoridades });
const complaintBody = (f: ReportFilters) => ({ ...commonBody(f), tipo_archivo: f.tipoArchivo });

function commonBody(f: ReportFilters) {
  return { desde: f.desde, hasta: f.hasta, filtro_tipo: f.tipo, ...(f.search ? { search: f.search } : {}) };
}

export const reportsApi = {
  summary: (kind: ReportKind, f: ReportFilters) =>
    kind === 'alerts'
      ? api.call(reportRoutes.alertSummary, { body: alertBody(f) })
      : api.call(reportRoutes.complaintSummary, { body: complaintBody(f) }),
  alertTypes: () => api.call(alertRoutes.types, {}),
  phases: (f: ReportFilters) => api.call(reportRoutes.alertPhases, { body: alertBody(f) }),
};

export const EXPORT_FILES: Record<ReportKind, string> = { alerts: 'Alertas.xlsx', complaints: 'Denuncias.xls' };

/** Downloads the report's workbook with the active filters (the server streams it and records the download). */
export const downloadReport = (kind: ReportKind, f: ReportFilters) =>
  kind === 'alerts'
    ? downloadFile(reportRoutes.alertExport, { body: alertBody(f) }, EXPORT_FILES.alerts)
    : downloadFile(reportRoutes.complaintExport, { body: complaintBody(f) }, EXPORT_FILES.complaints);
