import dayjs from 'dayjs';
import { z } from 'zod';
import { mexicoCityWallClock } from '../dates.ts';
import { reportTexts } from '../report-texts.ts';
import { COMPLAINT_FILE_TYPES, type ComplaintFileType } from './complaints.ts';
import { calendarDay, filterId, integer, optionalText } from './fields.ts';
import { reporterProfile } from './people.ts';

const e = reportTexts.errors;
/** Spec §9: the default report range is the last 6 days up to today. */
export const DEFAULT_REPORT_DAYS = 6;
const MAX_SPAN_DAYS = 5 * 366;

/**
 * Today's calendar date in Mexico City, 'YYYY-MM-DD'. From the cached Intl clock: dayjs' time-zone plugin builds a
 * formatter each call (~1.5 ms), and every report request's filters ask for today.
 */
export function mexicoCityToday(now: Date = new Date()): string {
  const { year, month, day } = mexicoCityWallClock(now);
  return `${year}-${month}-${day}`;
}

/** desde/hasta when the user picked none: today − 6 days … today, Mexico City calendar. */
export function defaultReportRange(now: Date = new Date()): { desde: string; hasta: string } {
  const hasta = mexicoCityToday(now);
  return { desde: addDays(hasta, -DEFAULT_REPORT_DAYS), hasta };
}

/** The calendar day `n` days after (or before) `day`, both 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  return dayjs(day).add(n, 'day').format('YYYY-MM-DD');
}

/** Every calendar day from desde to hasta, inclusive (counted, not compared as text: '10000-01-01' < '9999-12-31'). */
export function daysBetween(desde: string, hasta: string): string[] {
  const span = dayjs(hasta).diff(dayjs(desde), 'day');
  return Array.from({ length: Math.max(0, span + 1) }, (_, i) => addDays(desde, i));
}

const reportDay = calendarDay(e.date);

const flag = z.boolean({ error: e.authorities });

const baseFilters = {
  desde: reportDay.optional(),
  hasta: reportDay.optional(),
  search: optionalText(200).optional(),
  autoridades: flag.default(true),
};

/** Fills the default range and refuses a reversed or too long one, naming the field at fault. */
function withRange<T extends { desde?: string | undefined; hasta?: string | undefined }>(filters: T) {
  const fallback = defaultReportRange();
  const hasta = filters.hasta ?? (filters.desde && filters.desde > fallback.hasta ? filters.desde : fallback.hasta);
  const desde = filters.desde ?? addDays(hasta, -DEFAULT_REPORT_DAYS);
  return { ...filters, desde, hasta };
}

function rangeIssues(f: { desde: string; hasta: string }, ctx: z.RefinementCtx) {
  if (f.desde > f.hasta) ctx.addIssue({ code: 'custom', path: ['desde'], message: e.order });
  else if (dayjs(f.hasta).diff(dayjs(f.desde), 'day') > MAX_SPAN_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: e.span });
  }
}

/** Alert reports (spec part 2 §7 bystatus, messages/alerts): filtro_tipo is an alert type id, -1 all. */
const alertObject = z.object({ ...baseFilters, filtro_tipo: filterId(e.alertType).default(-1) });

const FILE_TYPES = COMPLAINT_FILE_TYPES.map((t) => t.file_type) as [ComplaintFileType, ...ComplaintFileType[]];

/**
 * Complaint reports: as in POST /visitors/complaint/complaintReport/, filtro_tipo is the complaint category (-1,
 * the VER TODO option, all); tipo_archivo the evidence's file type (IMAGEN, VIDEO, AUDIO; 'Todos' all).
 * `autoridades` does not apply to complaints.
 */
const complaintObject = z.object({
  ...baseFilters,
  filtro_tipo: filterId(e.category).default(-1),
  tipo_archivo: z.enum(['Todos', ...FILE_TYPES], { error: e.fileType }).default('Todos'),
});

/** The rows calls are paged: a report can cover a million rows. */
const paging = { page: integer(undefined, 1).default(1), pageSize: integer(undefined, 1, 1000).default(500) };

// Each schema: defaults filled, then the range checked (desde after hasta names desde).
export const alertReportFilters = alertObject.transform(withRange).superRefine(rangeIssues);
export type AlertReportFilters = z.output<typeof alertReportFilters>;
export const complaintReportFilters = complaintObject.transform(withRange).superRefine(rangeIssues);
export type ComplaintReportFilters = z.output<typeof complaintReportFilters>;
export const alertReportRowsQuery = alertObject.extend(paging).transform(withRange).superRefine(rangeIssues);
/** POST /visitors/complaint/complaintReport/: the spec's body ('Todos' too names every category), paged. */
export const complaintReportRowsQuery = z.preprocess(
  (body) =>
    body && typeof body === 'object' && (body as { filtro_tipo?: unknown }).filtro_tipo === 'Todos'
      ? { ...body, filtro_tipo: -1 }
      : body,
  complaintObject.extend(paging).transform(withRange).superRefine(rangeIssues),
);
export type Paging = { page: number; pageSize: number };

const bucket = z.object({ label: z.string(), count: z.number() });
export type ReportBucket = z.infer<typeof bucket>;
const point = z.object({ label: z.string(), count: z.number(), authorities: z.number().optional() });
export type ReportPoint = z.infer<typeof point>;

/** Everything the report screen draws, aggregated by the database. */
export const reportSummary = z.object({
  desde: z.string(),
  hasta: z.string(),
  total: z.number(),
  sex: z.array(bucket),
  age: z.array(bucket),
  education: z.array(bucket),
  status: z.array(bucket),
  /** One point per day of the range (Mexico City calendar), zeros included. */
  byDate: z.array(point),
  /** Sunday … Saturday. */
  byWeekday: z.array(point),
  /** [weekday][hour 0–23]: the Horas axis of one weekday, and the heat map. */
  byHour: z.array(z.array(point)),
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const alertReportRow = z.object({
  id: z.number(),
  tipo: z.string(),
  status: z.string(),
  ...reporterProfile,
  fecha_alerta: z.string(),
  name: z.string(),
  last_name: z.string(),
  comentario_visitante: z.string(),
  comentario_autoridad: z.string().nullable(),
});
export type AlertReportRow = z.infer<typeof alertReportRow>;
