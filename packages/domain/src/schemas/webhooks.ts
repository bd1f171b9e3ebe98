import { z } from 'zod';
import type { EventType } from '../events/payloads.ts';
import { webhookEventTypes } from '../events.ts';
import { webhookTexts } from '../webhook-texts.ts';
import { cleanText, id, idParams } from './fields.ts';

/** The longest endpoint address kept. */
export const WEBHOOK_URL_MAX = 2_000;

const offered = () => webhookEventTypes() as [EventType, ...EventType[]];

/** POST /api/webhooks: where to send, and which of the offered events. */
export const webhookEndpointBody = z.object({
  url: cleanText(webhookTexts.urlRequired)
    .trim()
    .min(1, webhookTexts.urlRequired)
    .max(WEBHOOK_URL_MAX, webhookTexts.urlInvalid)
    .refine((v) => URL.canParse(v), webhookTexts.urlInvalid),
  events: z
    .array(z.enum(offered(), { error: webhookTexts.eventsRequired }), { error: webhookTexts.eventsRequired })
    .min(1, webhookTexts.eventsRequired)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;

export const webhookDeliveryParams = idParams.extend({ deliveryId: id() });

export const webhookEndpointView = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  /** ISO instant. */
  created_at: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** The endpoint just made, with its secret: the only answer that carries it. */
export const webhookEndpointCreated = webhookEndpointView.extend({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliveryView = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The receiver's HTTP status on the last try; null when it gave none (refused, timed out). */
  last_status: z.number().nullable(),
  /** The start of its answer, or why there was none. */
  last_answer: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

/** The most recent deliveries of one endpoint, newest first (WEBHOOK_LOG_SIZE of them). */
export const webhookDeliveryLog = z.object({ deliveries: z.array(webhookDeliveryView) });
export const WEBHOOK_LOG_SIZE = 100;
