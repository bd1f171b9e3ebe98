import { z } from 'zod';
import { alertDeadlines } from '../clocks/schemas.ts';
import { ALERT_STATUSES, type AlertStatus } from '../constants.ts';
import { messages } from '../messages.ts';
import { responderView } from '../positions/schemas.ts';
import { boardReply } from './claims.ts';
import { cleanText, decimal, id, integer, requiredText } from './fields.ts';

/** Texts of the alerts API and board that the spec does not state. */
export const alertMessages = {
  notFound: 'No se encontró la alerta',
  notOpen: 'La alerta ya no está abierta: solo se pueden asignar alertas abiertas',
  authorityInactive: 'La autoridad seleccionada no está activa',
  notAssigned: 'Solo se pueden atender alertas asignadas a usted',
  closedChat: 'La alerta ya fue atendida: el chat está cerrado',
  typeRequired: 'Seleccione un tipo de alerta.',
  positionInvalid: 'Indique una ubicación válida',
  messageRequired: 'Escriba un mensaje.',
  commentRequired: 'Describa la atención brindada.',
  otherAlert: 'No tiene acceso a esta alerta',
} as const;

/** The board's tabs: Atendidas also lists CERRADA (closed after being attended). */
export const ALERT_TABS = ['Todos', 'ABIERTA', 'ASIGNADA', 'ATENDIDA'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

export const alertListQuery = z.object({
  status: z.enum(ALERT_TABS).default('Todos'),
  search: cleanText().trim().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: integer(undefined, 1).default(1),
  pageSize: integer(undefined, 1, 1000).default(200),
  /** `1`: the reply also carries every active authority's latest position (the board's map, after a reconnection). */
  responders: z.literal('1').optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

/** An alert as a board, a map or an app renders it, with no further fetch (spec part 2 §3 "Alert"). */
const alertView = z.object({
  id: z.number(),
  status: z.enum(ALERT_STATUSES),
  /** ISO instant. */
  fecha_alerta: z.string(),
  alerta_type: z.string(),
  lat: z.number(),
  lon: z.number(),
  comentario_visitante: z.string(),
  comentario_autoridad: z.string().nullable(),
  visitor_id: z.number(),
  user_info: z.object({ name: z.string(), last_name: z.string() }),
  autoridad_id: z.number().nullable(),
  authority_name: z.string().nullable(),
  authority_lastname: z.string().nullable(),
  /**
   * When it last changed, to the microsecond (UTC, fixed width: later sorts after): of two copies, pushes and pages
   * arriving out of order, the later one is the alert as it is.
   */
  updated_at: z.string(),
  /** When its assignment and its attention fall due, by its type's targets: the board's running clock. */
  deadlines: alertDeadlines,
});
export const alertViewSchema = alertView;
export type AlertView = z.infer<typeof alertViewSchema>;

/**
 * Whether the alert says where it was raised. Apps without a GPS fix send 0, 0 (a point in the Gulf of Guinea,
 * never a place of this programme): such an alert has no known location and is not drawn on a map.
 */
export const hasLocation = (alert: { lat: number; lon: number }): boolean => !(alert.lat === 0 && alert.lon === 0);

export type AlertCounts = Record<AlertTab, number>;

export const alertListReply = boardReply(alertView, ALERT_TABS).extend({
  responders: z.array(responderView).optional(),
});
export type AlertListReply = z.infer<typeof alertListReply>;

export const assignBody = z.object({
  autoridad_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id(messages.alerts.authorityRequired)),
  alert_id: id(),
});
export type AssignBody = z.infer<typeof assignBody>;

export const chatMessageSchema = z.object({
  id: z.number(),
  alert_id: z.number(),
  message: z.string(),
  /** ISO instant. */
  date: z.string(),
  user_type: z.enum(['authority', 'visitor', 'monitor']),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;
export type ChatUserType = ChatMessageView['user_type'];

/** A chat message as the alerts report lists it: its date is `message_date` there (spec part 2 §3). */
export const reportChatMessage = chatMessageSchema.omit({ date: true }).extend({ message_date: z.string() });
export type ReportChatMessage = z.infer<typeof reportChatMessage>;

export const authorityMessagesBody = z.object({ autoridad_id: id(messages.alerts.authorityRequired) });

export const alertType = z.object({ id: z.number(), tipo_alerta: z.string() });

const latitude = decimal(alertMessages.positionInvalid, -90, 90);
const longitude = decimal(alertMessages.positionInvalid, -180, 180);

/** POST /api/app/alerts: a visitor raises an alert where they are. */
export const raiseAlertBody = z
  .object({
    alert_type_id: id(alertMessages.typeRequired),
    lat: latitude,
    lon: longitude,
    comentario: cleanText().trim().max(2000).default(''),
  })
  .meta({
    examples: [{ alert_type_id: 1, lat: 19.4326, lon: -99.1332, comentario: 'Una persona herida en el sendero' }],
  });
export type RaiseAlertBody = z.infer<typeof raiseAlertBody>;

export const chatMessageBody = z
  .object({ message: requiredText(alertMessages.messageRequired, 2000) })
  .meta({ examples: [{ message: 'Estamos junto al puente' }] });

export const attendBody = z
  .object({ comentario_autoridad: requiredText(alertMessages.commentRequired, 2000) })
  .meta({ examples: [{ comentario_autoridad: 'Se trasladó a la persona al puesto de auxilio' }] });

export const positionBody = z
  .object({ lat: latitude, lon: longitude })
  .meta({ examples: [{ lat: 19.4326, lon: -99.1332 }] });
export const positionReply = z.object({ last_date: z.string() });

export const appAlertsQuery = z.object({ status: z.enum(ALERT_TABS).default('Todos') });
export const chatAlertParams = z.object({ alertId: id() });

/** The statuses a tab lists: Atendidas also lists CERRADA (closed after being attended); Todos, every one. */
export function alertTabStatuses(tab: AlertTab): readonly AlertStatus[] {
  if (tab === 'Todos') return ALERT_STATUSES;
  return tab === 'ATENDIDA' ? ['ATENDIDA', 'CERRADA'] : [tab];
}
export const inAlertTab = (status: AlertStatus, tab: AlertTab): boolean => alertTabStatuses(tab).includes(status);
