import { z } from 'zod';
import type { ComplaintStatus } from '../constants.ts';
import { messages } from '../messages.ts';
import { cleanText, id } from './fields.ts';

/** Texts of the Open311 GeoReport v2 interface (its answers and refusals). */
export const open311Texts = {
  group: 'Denuncias',
  notice: (folio: string) => `Denuncia ${folio} registrada: el equipo la revisará y responderá por este medio.`,
  format: 'Pida el formato json o xml',
  serviceUnknown: 'No existe ese service_code',
  requestUnknown: 'No existe esa solicitud',
  date: 'Indique la fecha en formato W3C (por ejemplo 2026-01-31T08:00:00Z)',
  dateOrder: 'start_date debe ser anterior a end_date',
  status: 'El estado es open o closed',
  apiKey: 'api_key no válida o revocada: no se puede registrar la solicitud',
  visitorsOnly: 'Solo un visitante o una integración con api_key registra solicitudes',
} as const;

export const OPEN311_FORMATS = ['json', 'xml'] as const;
export type Open311Format = (typeof OPEN311_FORMATS)[number];
/** The standard's default window: the last 90 days, at most 1,000 requests. */
export const OPEN311_DEFAULT_DAYS = 90;
export const OPEN311_MAX_REQUESTS = 1000;

const format = z.enum(OPEN311_FORMATS, { error: open311Texts.format });
export const open311FormatParams = z.object({ format });
export const open311ServiceParams = z.object({ service_code: id(open311Texts.serviceUnknown), format });
export const open311RequestParams = z.object({ id: id(), format });

/** A comma-delimited list (the standard's form for several values of one parameter). */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z.array(item, { error: messages.validation.invalid }).max(200, messages.validation.invalid),
  );

/** A W3C date-time with its zone ('Z' or ±hh:mm), or a day (read as UTC midnight). */
const w3cDate = z
  .union([z.iso.datetime({ offset: true, error: open311Texts.date }), z.iso.date({ error: open311Texts.date })], {
    error: open311Texts.date,
  })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v));

export const OPEN311_STATUSES = ['open', 'closed'] as const;
export type Open311Status = (typeof OPEN311_STATUSES)[number];

/** The standard has two states: a complaint is open until it is atendida. */
export const OPEN311_STATUS_OF: Readonly<Record<ComplaintStatus, Open311Status>> = {
  'no atendida': 'open',
  'en proceso': 'open',
  atendida: 'closed',
};

export const open311RequestsQuery = z
  .object({
    jurisdiction_id: z.string().max(200).optional(),
    service_request_id: commaList(id()).optional(),
    service_code: commaList(id(open311Texts.serviceUnknown)).optional(),
    status: commaList(z.enum(OPEN311_STATUSES, { error: open311Texts.status })).optional(),
    start_date: w3cDate.optional(),
    end_date: w3cDate.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: open311Texts.dateOrder,
    path: ['start_date'],
  });
export type Open311RequestsQuery = z.infer<typeof open311RequestsQuery>;

const field = (max: number) => cleanText().max(max, messages.validation.tooLong(max)).optional();

/**
 * POST requests: the standard's form fields. They are checked as a complaint from the app is (category, text,
 * position); the person's name, e-mail and phone are accepted and not kept (the caller is the visitor or the key).
 */
export const open311RequestBody = z.object({
  api_key: field(200),
  jurisdiction_id: field(200),
  service_code: field(20),
  lat: field(40),
  long: field(40),
  address_string: field(500),
  address_id: field(200),
  email: field(320),
  device_id: field(200),
  account_id: field(200),
  first_name: field(200),
  last_name: field(200),
  phone: field(40),
  description: field(4000),
  media_url: field(2000),
});
export type Open311RequestBody = z.infer<typeof open311RequestBody>;

/** GET services: one per enabled complaint category. */
export const open311ServiceSchema = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  metadata: z.boolean(),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
export type Open311Service = z.infer<typeof open311ServiceSchema>;

/** GET services/{code}: no category asks extra attributes. */
export const open311ServiceDefinitionSchema = z.object({
  service_code: z.string(),
  attributes: z.array(z.record(z.string(), z.unknown())),
});
export type Open311ServiceDefinition = z.infer<typeof open311ServiceDefinitionSchema>;

/** A complaint as a service request: no name, e-mail or phone; the position is rounded unless staff asks. */
export const open311RequestSchema = z.object({
  service_request_id: z.number(),
  status: z.enum(OPEN311_STATUSES),
  status_notes: z.string().nullable(),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string().nullable(),
  agency_responsible: z.string().nullable(),
  service_notice: z.string().nullable(),
  requested_datetime: z.string(),
  updated_datetime: z.string(),
  expected_datetime: z.string().nullable(),
  address: z.string().nullable(),
  address_id: z.string().nullable(),
  zipcode: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  media_url: z.string().nullable(),
});
export type Open311Request = z.infer<typeof open311RequestSchema>;

export const open311FiledSchema = z.object({
  service_request_id: z.number(),
  service_notice: z.string(),
  account_id: z.string().nullable(),
});
export type Open311Filed = z.infer<typeof open311FiledSchema>;

/** The standard's error list: each with its HTTP status as `code`. */
export const open311ErrorsSchema = z.array(z.object({ code: z.number(), description: z.string() }));
export type Open311Errors = z.infer<typeof open311ErrorsSchema>;
