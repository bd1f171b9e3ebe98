import type { AlertStatus } from '@ppd/domain';
import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Geometry, Timestamp } from './columns.ts';

export interface AlertTypesTable {
  id: Generated<number>;
  tipo_alerta: string;
  /** Seconds from the alert to its assignment, and to its attention (the 911 norm's 120 s and 10 min). */
  assign_target_s: Generated<number>;
  attend_target_s: Generated<number>;
}

export interface AlertsTable {
  id: Generated<number>;
  status: Generated<AlertStatus>;
  fecha_alerta: Timestamp;
  alert_type_id: number;
  lat: number;
  lon: number;
  /** Derived from lat/lon by the database. */
  location: GeneratedAlways<Geometry>;
  comentario_visitante: Generated<string>;
  comentario_autoridad: string | null;
  visitor_id: number;
  autoridad_id: number | null;
  /** The name of the authority that had the alert, kept when its account is deleted. */
  autoridad_nombre: Generated<string | null>;
  autoridad_apellido: Generated<string | null>;
  assigned_at: Date | null;
  attended_at: Date | null;
  closed_at: Date | null;
  /** When the alert was last given back to the board: its assignment clock starts over there. */
  reopened_at: Date | null;
  updated_at: Timestamp;
}

export type ChatUserType = 'authority' | 'visitor' | 'monitor';

export interface ChatMessagesTable {
  id: Generated<number>;
  alert_id: number;
  sender_id: number | null;
  user_type: ChatUserType;
  message: string;
  date: Generated<Date>;
}

export type AlertTypeRow = Selectable<AlertTypesTable>;
export type AlertRow = Selectable<AlertsTable>;
export type NewAlert = Insertable<AlertsTable>;
export type AlertUpdate = Updateable<AlertsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
