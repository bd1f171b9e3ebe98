import { z } from 'zod';
import { phaseStatsReply } from '../clocks/schemas.ts';
import { defineRoutes, fileReply, STAFF, XLS_TYPE, XLSX_TYPE } from '../contract.ts';
import { reportChatMessage } from '../schemas/alerts.ts';
import {
  alertReportFilters,
  alertReportRow,
  alertReportRowsQuery,
  complaintReportFilters,
  reportSummary,
} from '../schemas/reports.ts';

/** Statistics and reports (spec part 2 §2, §7, §9): the screen's aggregates, the alert report rows and the exports. */
export const reportRoutes = defineRoutes('Reportes', {
  alertSummary: {
    method: 'POST',
    path: '/api/reports/alerts/summary',
    access: STAFF,
    summary: 'Estadísticas de las alertas del periodo y filtros',
    body: alertReportFilters,
    responses: { 200: reportSummary },
  },
  complaintSummary: {
    method: 'POST',
    path: '/api/reports/complaints/summary',
    access: STAFF,
    summary: 'Estadísticas de las denuncias del periodo y filtros',
    body: complaintReportFilters,
    responses: { 200: reportSummary },
  },
  alertRows: {
    method: 'POST',
    path: '/api/alerts/getall/bystatus/',
    access: STAFF,
    summary: 'Alertas del reporte, por páginas',
    body: alertReportRowsQuery,
    responses: { 200: z.array(alertReportRow) },
  },
  alertMessages: {
    method: 'POST',
    path: '/api/messages/alerts/',
    access: STAFF,
    summary: 'Mensajes de los chats de las alertas del reporte, por páginas',
    body: alertReportRowsQuery,
    responses: { 200: z.array(reportChatMessage) },
  },
  alertPhases: {
    method: 'POST',
    path: '/api/reports/alerts/phases',
    access: STAFF,
    summary:
      'Tiempos de respuesta del periodo: tiempo a la asignación y a la atención, p50 y p90 por día, tipo y autoridad, contra sus metas',
    body: alertReportFilters,
    responses: { 200: phaseStatsReply },
  },
  alertExport: {
    method: 'POST',
    path: '/api/reports/alerts/export',
    access: STAFF,
    summary: 'Descargar Alertas.xlsx con los filtros del reporte (con una hoja de chats si los hay)',
    body: alertReportFilters,
    responses: { 200: fileReply(XLSX_TYPE, 'Alertas.xlsx') },
  },
  complaintExport: {
    method: 'POST',
    path: '/api/reports/complaints/export',
    access: STAFF,
    summary: 'Descargar Denuncias.xls con los filtros del reporte',
    body: complaintReportFilters,
    responses: { 200: fileReply(XLS_TYPE, 'Denuncias.xls') },
  },
});
