import type { AlertStatus, ComplaintStatus, UserType } from './constants.ts';

/**
 * Socket rooms. Every socket joins `user:<id>` (its inbox) and one room by type: back-office users `gestores`
 * (the live alert board), authorities `authority:<id>`, visitors `visitor:<id>`. `alert:<id>` (an alert's chat)
 * is joined on request, after the server checks who may see that alert.
 */
export const ROOMS = {
  gestores: 'gestores',
  user: (id: number) => `user:${id}`,
  authority: (id: number) => `authority:${id}`,
  visitor: (id: number) => `visitor:${id}`,
  alert: (id: number) => `alert:${id}`,
} as const;

/** The rooms a signed-in user joins on connection. */
export function roomsOf(user: { id: number; type: UserType }): string[] {
  const byType = {
    monitor: ROOMS.gestores,
    authority: ROOMS.authority(user.id),
    visitor: ROOMS.visitor(user.id),
  } as const;
  return [ROOMS.user(user.id), byType[user.type]];
}

/** An alert as a board, a map or an app renders it, with no further fetch (spec part 2 §3 "Alert"). */
export interface AlertView {
  id: number;
  status: AlertStatus;
  /** ISO instant. */
  fecha_alerta: string;
  alerta_type: string;
  lat: number;
  lon: number;
  comentario_visitante: string;
  comentario_autoridad: string | null;
  visitor_id: number;
  user_info: { name: string; last_name: string };
  autoridad_id: number | null;
  authority_name: string | null;
  authority_lastname: string | null;
}

export type ChatUserType = 'authority' | 'visitor' | 'monitor';

export interface ChatMessageView {
  id: number;
  alert_id: number;
  message: string;
  /** ISO instant. */
  date: string;
  user_type: ChatUserType;
}

export interface ComplaintStatusView {
  id: number;
  category_id: number;
  category_name: string;
  status: ComplaintStatus;
  previous_status: ComplaintStatus;
  reply: string | null;
  visitor_id: number;
}

export interface NotificationView {
  id: number;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  /** ISO instant. */
  created_at: string;
  read_at: string | null;
}

export interface SendProgressView {
  kind: 'survey' | 'event';
  id: number;
  sent: number;
  total: number;
  done: boolean;
}

/**
 * What each socket event carries. `eventId` is the domain event behind the push: a push may arrive twice
 * (delivery is at least once), so clients ignore an `eventId` they have already applied.
 */
export interface RealtimePayloads {
  'alert:raised': { eventId: string; alert: AlertView };
  'alert:assigned': { eventId: string; alert: AlertView };
  'alert:attended': { eventId: string; alert: AlertView };
  'chat:message': { eventId: string; message: ChatMessageView };
  'complaint:updated': { eventId: string; complaint: ComplaintStatusView };
  notification: { eventId: string; notification: NotificationView };
  'send:progress': { eventId: string; progress: SendProgressView };
}
export type RealtimeEvent = keyof RealtimePayloads;

export type ServerToClientEvents = { [K in RealtimeEvent]: (payload: RealtimePayloads[K]) => void };

/** The answer to a room request: `error` is a name from the error catalogue. */
export type RoomAck = { ok: true } | { ok: false; error: 'Forbidden' | 'ValidationError'; message: string };

export interface ClientToServerEvents {
  'alert:join': (alertId: number, ack: (result: RoomAck) => void) => void;
  'alert:leave': (alertId: number, ack: (result: RoomAck) => void) => void;
}

/** Why the server refused a handshake, in `connect_error`'s `err.data`. */
export interface HandshakeErrorData {
  name: 'TokenExpiredError' | 'InvalidTokenError' | 'JsonWebTokenError';
  message: string;
}
