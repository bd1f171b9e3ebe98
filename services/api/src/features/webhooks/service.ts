import { randomBytes } from 'node:crypto';
import { type Db, recordEvent, type WebhookUrlProblem, webhookUrlProblem } from '@ppd/db';
import type { WebhookDeliveryView, WebhookEndpointBody, WebhookEndpointView } from '@ppd/domain';
import { webhookTexts } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { deliveryView, ENDPOINT_COLUMNS, endpointNotFound, endpointView } from './queries.ts';

const URL_REFUSALS: Record<WebhookUrlProblem, string> = {
  not_https: webhookTexts.urlNotHttps,
  private: webhookTexts.urlPrivate,
  unresolved: webhookTexts.urlUnresolved,
};

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A new endpoint; its secret is in this answer only (the worker keeps it to sign, no screen shows it again). */
export async function createEndpoint(
  db: Db,
  actor: SessionUser,
  body: WebhookEndpointBody,
  allowHosts: ReadonlySet<string>,
): Promise<WebhookEndpointView & { secret: string }> {
  const problem = await webhookUrlProblem(body.url, allowHosts);
  if (problem) throw validationError('url', URL_REFUSALS[problem]);
  const secret = newSecret();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({ url: body.url, events: body.events, secret, created_by: actor.id })
      .returning(ENDPOINT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordEvent(
      trx,
      'webhook.endpoint_created',
      { endpoint: { id: row.id, url: row.url, events: row.events } },
      actor,
    );
    return { ...endpointView(row), secret };
  });
}

/** Deletes the endpoint and its log; a delivery queued for it finds nothing to send. */
export async function removeEndpoint(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('webhook_endpoints')
      .where('id', '=', id)
      .returning(['id', 'url'])
      .executeTakeFirst();
    if (!row) throw endpointNotFound();
    await recordEvent(trx, 'webhook.endpoint_deleted', { endpoint: row }, actor);
  });
}

/**
 * "Reenviar": the delivery is set pending with its tries counted afresh, and the event that has the worker send it
 * is recorded with it. One still pending is being tried already (409).
 */
export async function resendDelivery(
  db: Db,
  actor: SessionUser,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0 })
      .where('id', '=', deliveryId)
      .where('endpoint_id', '=', endpointId)
      .where('status', '<>', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw await whyNotResent(trx, endpointId, deliveryId);
    const delivery = { id: row.id, endpointId, eventType: row.event_type };
    await recordEvent(trx, 'webhook.redelivery_requested', { delivery }, actor);
    return deliveryView(row);
  });
}

async function whyNotResent(db: Db, endpointId: number, deliveryId: number): Promise<AppError> {
  const found = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  return found
    ? new AppError('Conflict', webhookTexts.alreadyPending)
    : new AppError('NotFound', webhookTexts.deliveryNotFound);
}
