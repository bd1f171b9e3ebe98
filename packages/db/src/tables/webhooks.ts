import type { Generated, Selectable } from 'kysely';

/** A receiver of signed webhooks (migration 0021). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** The catalogue event types it is sent. */
  events: string[];
  /** `whsec_…`: signs every delivery; the API shows it once. */
  secret: string;
  created_by: number | null;
  created_at: Generated<Date>;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint, with the public payload it carries and how its last try went. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  payload: unknown;
  occurred_at: Date;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  last_status: number | null;
  last_answer: string | null;
  last_attempt_at: Date | null;
  created_at: Generated<Date>;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
