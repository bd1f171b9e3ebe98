import { z } from 'zod';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../constants.ts';
import { messages } from '../messages.ts';
import { boardReply } from './claims.ts';
import { cleanText, decimal, id, idParams, integer, mediaFileName } from './fields.ts';
import { reporterProfile } from './people.ts';

/** Texts of the complaints API and screen that the spec does not state. */
export const complaintMessages = {
  notFound: 'No se encontró la denuncia',
  otherComplaint: 'No tiene acceso a esta denuncia',
  categoryRequired: 'Seleccione una categoría de denuncia.',
  categoryUnknown: 'La categoría de denuncia no existe o está deshabilitada',
  textTooLong: 'El texto de la denuncia es demasiado largo',
  positionInvalid: 'Indique una ubicación válida',
  positionPartial: 'Indique latitud y longitud, o ninguna de las dos',
  fileType: 'Solo se aceptan imágenes JPEG, video MP4 o audio MP3',
  illegalTransition: 'La denuncia no puede pasar a ese estado desde su estado actual',
  closed: 'La denuncia ya está cerrada: no admite cambios',
  replyTooLong: 'La respuesta es demasiado larga',
  evidenceNotPending: 'Solo se envía la evidencia de denuncias pendientes',
  noRecipients: 'La categoría de la denuncia no tiene correos destinatarios',
  categoryMismatch: 'La categoría no corresponde a la denuncia',
  tooManyForXls: 'Denuncias.xls admite hasta 65,535 denuncias: filtre la lista',
} as const;

/** Spec §3: the file types a complaint's evidence may have, with the label the back-office shows. */
export const COMPLAINT_FILE_TYPES = [
  { file_type: 'image/jpeg', name: 'IMAGEN' },
  { file_type: 'video/mp4', name: 'VIDEO' },
  { file_type: 'audio/mpeg', name: 'AUDIO' },
] as const;
export type ComplaintFileType = (typeof COMPLAINT_FILE_TYPES)[number]['file_type'];
export const complaintFileTypeSchema = z.object({ file_type: z.string(), name: z.string() });
/** The label of an evidence file's type ('' without evidence). */
export const complaintFileTypeName = (type: string | null) =>
  COMPLAINT_FILE_TYPES.find((t) => t.file_type === type)?.name ?? type ?? '';

const STATUS_VALUES = Object.keys(COMPLAINT_STATUSES) as [ComplaintStatus, ...ComplaintStatus[]];

/**
 * Spec §4: no atendida → en proceso | atendida; en proceso → atendida; atendida is final. The report form offers
 * exactly these, and the server refuses any other.
 */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  'no atendida': ['en proceso', 'atendida'],
  'en proceso': ['atendida'],
  atendida: [],
};

export const complaintTransitionAllowed = (from: ComplaintStatus, to: ComplaintStatus) =>
  COMPLAINT_TRANSITIONS[from].includes(to);

export const DELIVERY_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const emailDeliverySchema = z.object({
  id: z.number(),
  kind: z.enum(['status', 'evidence']),
  recipients: z.array(z.string()),
  /** Recipients the SMTP server refused in a mail it sent to the others. */
  refused: z.array(z.string()),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** A complaint as the back-office and the app show it (spec §3 "Complaint"). */
export const complaintSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  text: z.string(),
  status: z.enum(STATUS_VALUES),
  date: z.string(),
  url: z.string().nullable(),
  file_type: z.string().nullable(),
  media_metadata: z.record(z.string(), z.unknown()).nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  reply: z.string().nullable(),
  visitor_id: z.number(),
});
export type ComplaintView = z.infer<typeof complaintSchema>;

/** A complaint's change of status as the apps and the back office are told it (`complaint:updated`). */
export const complaintStatusSchema = complaintSchema
  .pick({ id: true, category_id: true, category_name: true, status: true, reply: true, visitor_id: true })
  .extend({ previous_status: z.enum(STATUS_VALUES) });
export type ComplaintStatusView = z.infer<typeof complaintStatusSchema>;
/** A complaint filed from the app, as the complainant's other devices are told it (`complaint:filed`). */
export const complaintFiledSchema = complaintStatusSchema.extend({
  date: z.string(),
  file_type: z.string().nullable(),
});
export type ComplaintFiledView = z.infer<typeof complaintFiledSchema>;

/** The back-office detail adds the category's recipients and the e-mails sent about the complaint. */
export const complaintDetailSchema = complaintSchema.extend({
  recipients: z.array(z.string()),
  deliveries: z.array(emailDeliverySchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  email: z.string(),
});
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;
/** A category as the app offers it to file a complaint (enabled ones only). */
export const appComplaintCategorySchema = complaintCategorySchema.pick({ id: true, name: true });

/** The POSTs whose spec payload is "empty": nothing, `{}` or `null` (a JSON content type with no body). */
export const emptyBody = z.union([z.object({}).strict(), z.null(), z.undefined()]).optional();

export const complaintFileParams = idParams.extend({ file: mediaFileName() });
/** An evidence e-mail's link: `expires` in digits only (Number() would also read hex, exponents and padding). */
export const evidenceLinkQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, messages.validation.invalid)
    .transform(Number)
    .optional(),
  sig: z.string().max(200).optional(),
});
export const complaintDeletedReply = z.object({ status: z.literal('ok'), message: z.string() });

const latitude = decimal(complaintMessages.positionInvalid, -90, 90);
const longitude = decimal(complaintMessages.positionInvalid, -180, 180);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The fields of a complaint filed from the app (multipart form fields, hence strings). */
export const fileComplaintFields = z
  .object({
    category_id: z.preprocess(blankToUndefined, id(complaintMessages.categoryRequired)),
    text: cleanText().trim().max(4000, complaintMessages.textTooLong).default(''),
    lat: z.preprocess(blankToUndefined, latitude.optional()),
    lon: z.preprocess(blankToUndefined, longitude.optional()),
  })
  .refine((f) => (f.lat === undefined) === (f.lon === undefined), {
    message: complaintMessages.positionPartial,
    path: ['lat'],
  });
export type FileComplaintFields = z.infer<typeof fileComplaintFields>;

/** POST /api/notifications/complaint/: the report form. `email` is accepted and ignored (the server knows it). */
export const complaintStatusBody = z.object({
  complaint_id: id(),
  status: z.enum(STATUS_VALUES, { error: messages.complaints.statusRequired }),
  reply: z.preprocess(
    blankToUndefined,
    cleanText().trim().max(4000, complaintMessages.replyTooLong).nullable().optional(),
  ),
  email: z.string().max(320).nullable().optional(),
});
export type ComplaintStatusBody = z.infer<typeof complaintStatusBody>;

/** POST /visitors/complaint/sendEmail: the server sends its own copy of the complaint; the rest must agree. */
export const sendEvidenceBody = z.object({
  id: id(),
  category_id: id().optional(),
  url: cleanText().max(2000).nullable().optional(),
  file_type: cleanText().max(100).nullable().optional(),
});

export const complaintReportRow = z.object({
  id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  /** Spec §3: in reports the status field holds the category name. */
  status: z.string(),
  complaint_status: z.enum(STATUS_VALUES),
  text: z.string(),
  date: z.string(),
  file_type: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  ...reporterProfile,
});

/** Which complaints a list or an export shows (the list screen's tab, category and search). */
export const COMPLAINT_TABS = ['Todos', 'no atendida', 'en proceso', 'atendida'] as const;
export type ComplaintTab = (typeof COMPLAINT_TABS)[number];

export const complaintExportQuery = z.object({
  status: z.enum(COMPLAINT_TABS).default('Todos'),
  category_id: z.preprocess((v) => (v === '' || v === '-1' ? undefined : v), id().optional()),
  search: cleanText().trim().max(200).default(''),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ComplaintFilter = z.infer<typeof complaintExportQuery>;

/** GET /api/complaints/: one page of the list under its filter (the export's), in its order. */
export const complaintListQuery = complaintExportQuery.extend({
  page: integer(undefined, 1).default(1),
  pageSize: integer(undefined, 1, 1000).default(200),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;

/**
 * A row of /denuncias: its media's metadata is the detail's (GET /api/complaints/:id); its category's targets
 * (business days) drive the complaint's days.
 */
export const complaintListRow = complaintSchema
  .omit({ media_metadata: true })
  .extend({ first_answer_days: z.number(), closing_days: z.number() });
export type ComplaintListRow = z.infer<typeof complaintListRow>;

export type ComplaintCounts = Record<ComplaintTab, number>;

/** The tabs' counts are under the same category and search. */
export const complaintListReply = boardReply(complaintListRow, COMPLAINT_TABS);
export type ComplaintListReply = z.infer<typeof complaintListReply>;
