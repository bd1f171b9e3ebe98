import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { AUDIT_MODULES, TIME_ZONE } from '../constants.ts';
import { messages } from '../messages.ts';
import { cleanText, email, integer, MIN_YEAR, requiredText } from './fields.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const auditMessages = {
  moduleRequired: 'Seleccione un módulo válido',
  actionRequired: 'Escriba la acción',
  dateInvalid: 'Ingrese una fecha válida',
  otherAccount: 'Solo un administrador puede consultar la bitácora de otro usuario',
} as const;

const auditModule = z.enum(AUDIT_MODULES, { error: auditMessages.moduleRequired });

/** POST /api/binnacles/monitor/save/. `email` is accepted for the spec's clients and ignored: the session's is kept. */
export const auditSaveBody = z.object({
  module: auditModule,
  action: requiredText(auditMessages.actionRequired),
  observation: cleanText().trim().max(2000).default(''),
  email: z.string().optional(),
});
export type AuditSaveBody = z.infer<typeof auditSaveBody>;

export const auditSaveReply = z.object({
  binnacle: z.object({ module: auditModule, action: z.string(), observation: z.string(), email: z.string() }),
});

/** A day (`YYYY-MM-DD`, read in Mexico City time) or an ISO instant, from MIN_YEAR on (as every date field). */
const dateBound = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: auditMessages.dateInvalid })
  .refine((value) => Number(value.slice(0, 4)) >= MIN_YEAR, auditMessages.dateInvalid);

export const auditListBody = z.object({
  email: email(messages.people.emailInvalid),
  desde: dateBound.optional(),
  hasta: dateBound.optional(),
  page: integer(undefined, 1).default(1),
  pageSize: integer(undefined, 1, 500).default(50),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AuditListBody = z.infer<typeof auditListBody>;

export const auditLogEntry = z.object({
  id: z.number(),
  module: z.string(),
  action: z.string(),
  observation: z.string(),
  /** ISO instant; shown as `DD/MM/YYYY hh:mm a`. */
  date: z.string(),
  email: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditListReply = z.object({ rows: z.array(auditLogEntry), total: z.number() });
export type AuditListReply = z.infer<typeof auditListReply>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The half-open interval [from, to) the filter means: a `hasta` day includes that whole day. */
export function auditRange(filter: { desde?: string; hasta?: string }): { from?: Date; to?: Date } {
  const day = (value: string) => dayjs.tz(value, TIME_ZONE).startOf('day');
  const range: { from?: Date; to?: Date } = {};
  if (filter.desde) range.from = isDay(filter.desde) ? day(filter.desde).toDate() : new Date(filter.desde);
  if (filter.hasta) range.to = isDay(filter.hasta) ? day(filter.hasta).add(1, 'day').toDate() : new Date(filter.hasta);
  return range;
}
