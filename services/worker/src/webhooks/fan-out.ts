import { type DomainEvent, webhookPayloadFor } from '@ppd/domain';
import { sql } from 'kysely';

/** A delivery of one event to one endpoint: the job's payload, and with the job id, what makes it unique. */
export interface DeliveryKey {
  eventId: string;
  endpointId: number;
}

/** The relay's delivery jobs share the `webhook` queue with the resend events; their name tells them apart. */
export const DELIVERY_JOB = 'webhook.deliver';

/** `<event id>_<endpoint id>`: BullMQ refuses ':' in a job id. It is the webhook-id the receiver sees, too. */
export const deliveryJobId = (key: DeliveryKey) => `${key.eventId}_${key.endpointId}`;

/**
 * In the relay's claim statement (`relay-claim.ts`), after its CTE `claimed` (the ids of the rows it took): `pairs`,
 * one per (claimed event, subscribed endpoint), carrying what the event's catalogue entry lets leave, and `written`,
 * their delivery rows. A pair an earlier relay of the same rows wrote stays as it was and is still a pair: its jobs
 * have the same ids, so BullMQ adds them once. Events not offered to webhooks make no pair.
 */
export function deliveryPairs(events: DomainEvent[]) {
  const offered = events.flatMap((e) => {
    const payload = webhookPayloadFor(e.type, e.payload);
    return payload ? [{ event_id: e.id, event_type: e.type, payload, occurred_at: e.createdAt }] : [];
  });
  return sql`pairs AS (
      SELECT e.id AS endpoint_id, d.*
        FROM jsonb_to_recordset(${JSON.stringify(offered)}::jsonb)
          AS d(event_id uuid, event_type text, payload jsonb, occurred_at timestamptz)
        JOIN claimed c ON c.id = d.event_id
        JOIN webhook_endpoints e ON d.event_type = ANY (e.events)
    ), written AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, occurred_at)
      SELECT endpoint_id, event_id, event_type, payload, occurred_at FROM pairs
      ON CONFLICT (event_id, endpoint_id) DO NOTHING
    )`;
}
