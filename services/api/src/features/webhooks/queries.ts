import type { Db, WebhookDeliveryRow, WebhookEndpointRow } from '@ppd/db';
import { WEBHOOK_LOG_SIZE, type WebhookDeliveryView, type WebhookEndpointView, webhookTexts } from '@ppd/domain';
import { AppError } from '../../plugins/errors.ts';

export const ENDPOINT_COLUMNS = ['id', 'url', 'events', 'created_at'] as const;

export const endpointView = (e: Pick<WebhookEndpointRow, (typeof ENDPOINT_COLUMNS)[number]>): WebhookEndpointView => ({
  id: e.id,
  url: e.url,
  events: e.events,
  created_at: e.created_at.toISOString(),
});

export const deliveryView = (d: WebhookDeliveryRow): WebhookDeliveryView => ({
  id: d.id,
  event_id: d.event_id,
  event_type: d.event_type,
  status: d.status,
  attempts: d.attempts,
  last_status: d.last_status,
  last_answer: d.last_answer,
  last_attempt_at: d.last_attempt_at?.toISOString() ?? null,
  created_at: d.created_at.toISOString(),
});

export async function listEndpoints(db: Db): Promise<WebhookEndpointView[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).orderBy('id', 'desc').execute();
  return rows.map(endpointView);
}

export const endpointNotFound = () => new AppError('NotFound', webhookTexts.notFound);

/** The endpoint's most recent deliveries, newest first. */
export async function deliveryLog(db: Db, endpointId: number): Promise<WebhookDeliveryView[]> {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) throw endpointNotFound();
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LOG_SIZE)
    .execute();
  return rows.map(deliveryView);
}
