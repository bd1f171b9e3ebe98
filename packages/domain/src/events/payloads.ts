import type { AlertBreach, ComplaintBreach } from '../clocks/schemas.ts';
import type { AuditModule } from '../constants.ts';
import type { ArcoRight } from '../data-requests/schemas.ts';
import type { AlertView, ChatMessageView } from '../schemas/alerts.ts';
import type { ClaimedPayload, ClaimReleasedPayload, ClaimTakenOverPayload } from '../schemas/claims.ts';
import type { ComplaintFiledView, ComplaintStatusView } from '../schemas/complaints.ts';
import type { BreachContext } from './clocks.ts';

/** An ARCO request of Solicitudes de datos, by its id and the right it asks for. */
export interface DataRequestRef {
  id: number;
  right: ArcoRight;
}

/** The send-to-visitors filter of surveys and events (spec: sex, min_age, max_age, level_studies, wkt). */
export interface SendFilter {
  sex: 'H' | 'M' | null;
  min_age: number | null;
  max_age: number | null;
  level_studies: string | null;
  /** The drawn area, a WKT polygon. */
  wkt: string | null;
}

export const CATALOG_KINDS = {
  project: 'proyecto',
  authority_category: 'categoría de autoridad',
  place_category: 'categoría',
  subcategory: 'subcategoría',
  complaint_category: 'categoría de denuncia',
  alert_type: 'tipo de alerta',
  emergency_number: 'número de emergencia',
  survey_type: 'tipo de levantamiento',
  activity_category: 'categoría de evento',
  place: 'lugar',
  icon: 'ícono',
} as const;
export type CatalogKind = keyof typeof CATALOG_KINDS;
export type CatalogAction = 'create' | 'update' | 'delete';

export interface ComplaintEvidence {
  id: number;
  category_id: number;
  category_name: string;
  text: string;
  /** ISO instant. */
  date: string;
  url: string | null;
  file_type: string | null;
  lat: number | null;
  lon: number | null;
}

/** Which comment an event is about: its id and the record (place) or activity it is on. */
export interface CommentRef {
  target: 'place' | 'activity';
  targetId: number;
  commentId: number;
}

/** Who a monitors / gestores / sign-up event is about. */
export interface PersonRef {
  id: number;
  type: 'monitor' | 'authority' | 'visitor';
  email: string;
  name: string;
  last_name: string;
}

/**
 * Every domain event the product emits, `aggregate.verb` → payload. Payloads are plain JSON (dates as ISO
 * strings) and carry what their processors need, so no processor reads the rows the event describes.
 */
export interface EventPayloads {
  'user.logged_in': { userId: number; email: string; type: string };
  'user.logged_out': { userId: number; email: string };
  'user.profile_updated': { userId: number; email: string; name: string; last_name: string };
  'user.password_changed': { userId: number; email: string };
  /** `resetUrl` holds the raw token until the worker has mailed it, then '' (services/worker README). */
  'user.password_reset_requested': { userId: number; email: string; name: string; resetUrl: string; expiresAt: string };
  'user.password_reset': { userId: number; email: string };

  'alert.raised': { alert: AlertView };
  'alert.assigned': { alert: AlertView };
  'alert.attended': { alert: AlertView };
  /**
   * An ASIGNADA alert given back to the board (ABIERTA, no authority) because its authority was deleted or
   * deactivated: `alert` is the reopened view, `authority` who had it.
   */
  'alert.reopened': {
    alert: AlertView;
    authority: { id: number; name: string; last_name: string };
    reason: 'deleted' | 'deactivated';
  };
  'chat.message_sent': {
    message: ChatMessageView;
    alert: { id: number; visitor_id: number; autoridad_id: number | null };
  };
  /** A gestor opened an open alert: until released, only they assign it or write in its chat. */
  'alert.claimed': ClaimedPayload;
  'alert.claim_released': ClaimReleasedPayload;
  /** An administrator took the alert over from `previous`. */
  'alert.claim_taken_over': ClaimTakenOverPayload;

  /** A response clock passed its target (level 1) or twice it (level 2): written by the worker's sweeper. */
  'alert.response_overdue': AlertBreach & BreachContext;

  'complaint.status_changed': {
    complaint: ComplaintStatusView;
    /** The complainant's address, told of the change by e-mail; null when they have none. */
    email: string | null;
  };
  'complaint.evidence_sent': { complaint: ComplaintEvidence; recipients: string[] };
  /** A visitor filed a complaint from the app. */
  'complaint.filed': { complaint: ComplaintFiledView };
  /** `visitor_id`: the complainant, whose app is told the complaint is gone. */
  'complaint.deleted': { complaint: { id: number; category_name: string; visitor_id: number } };
  /** The same claim as an alert's: while held, only its holder changes the complaint's status. */
  'complaint.claimed': ClaimedPayload;
  'complaint.claim_released': ClaimReleasedPayload;
  'complaint.claim_taken_over': ClaimTakenOverPayload;
  'complaint.response_overdue': ComplaintBreach & BreachContext;

  'survey.created': { survey: { id: number; nombre: string } };
  'survey.updated': { survey: { id: number; nombre: string } };
  'survey.deleted': { survey: { id: number; nombre: string } };
  /** `sendId`: the `bulk_sends` row the `bulk-send` queue fans out (any event carrying one can use that queue). */
  'survey.sent': { survey: { id: number; nombre: string }; filter: SendFilter; sendId: number };
  'survey.answered': { survey: { id: number; nombre: string; number_answers: number }; visitorId: number };
  'activity.created': { activity: { id: number; nombre: string } };
  'activity.updated': { activity: { id: number; nombre: string } };
  'activity.deleted': { activity: { id: number; nombre: string } };
  /** Fanned out by the `bulk-send` queue like a survey's send (`sendId`: its `bulk_sends` row). */
  'activity.sent': { activity: { id: number; nombre: string }; filter: SendFilter; sendId: number };

  'record.created': { record: { id: number; title: string } };
  'record.updated': { record: { id: number; title: string } };
  'record.geometry_updated': { record: { id: number; title: string } };
  'record.deleted': { record: { id: number; title: string } };

  /** A visitor's comment on a record (place) or an activity, with its 1–5 stars. */
  'comment.created': CommentRef & { stars: number };
  'comment.hidden': CommentRef;
  'comment.shown': CommentRef;

  'catalog.changed': { kind: CatalogKind; action: CatalogAction; id: number; name: string };
  /** An instance-wide setting of Configuración changed (the `settings` row): its new value. */
  'settings.changed': {
    setting: 'position_retention_days' | 'alert_retention_months' | 'account_inactivity_months' | 'account_notice_days';
    value: number;
  };
  /** A staff download; `personalRows` when the file holds people's data (names, places, chats): its row count. */
  'download.recorded': { module: AuditModule; file: string; detail?: string; personalRows?: number };
  /** What the back-office reports through POST /api/binnacles/monitor/save/. */
  'client.action': { module: AuditModule; action: string; observation: string };

  'person.created': { person: PersonRef };
  'person.updated': { person: PersonRef };
  'person.deleted': { person: PersonRef };
  'person.activity_changed': { person: PersonRef; inactive: boolean };
  'visitor.signed_up': { person: PersonRef };

  /** A visitor's privacy operations: only their id travels (a cancelled account's name must not outlive it). */
  'privacy.consent_given': { person: { id: number }; version: number };
  'privacy.data_exported': { person: { id: number } };
  /** `cause` when nobody asked for it: the inactivity retention cancelled it. */
  'privacy.account_cancelled': { person: { id: number }; cause?: 'inactivity' };
  /** A visitor inactive for Configuración's months is told by e-mail that the account goes on `cancelAt` (the mail
   * needs their address and name; a cancellation blanks them here like any mention of the person). */
  'privacy.inactivity_notice': { person: { id: number }; email: string; name: string; cancelAt: string };
  /** An administrator published a new version of the privacy notice; the apps ask for its acceptance. */
  'privacy.notice_published': { version: number; publishedAt: string };
  'privacy.preferences_changed': { person: { id: number }; surveys: boolean; activities: boolean };
  /** Solicitudes de datos: an ARCO request received by e-mail is registered for a visitor. */
  'data_request.registered': { request: DataRequestRef; person: { id: number } };
  /**
   * An administrator ran an ARCO operation for the request's person (the privacy event of the operation itself is
   * written too); `answered` when it was the one of the requested right, which closed the request.
   */
  'data_request.operation_run': {
    request: DataRequestRef;
    person: { id: number };
    operation: ArcoRight;
    answered: boolean;
  };

  /** An administrator issued or revoked a key of Configuración → Integraciones. */
  'api_key.issued': { apiKey: { id: number; name: string } };
  'api_key.revoked': { apiKey: { id: number; name: string } };

  'webhook.endpoint_created': { endpoint: { id: number; url: string; events: string[] } };
  'webhook.endpoint_deleted': { endpoint: { id: number; url: string } };
  /** "Reenviar": the `webhook` queue sends delivery `id` again (its job id is this event's id). */
  'webhook.redelivery_requested': { delivery: { id: number; endpointId: number; eventType: string } };
}
export type EventType = keyof EventPayloads;
