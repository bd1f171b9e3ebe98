import { type Db, webhookUrlProblem } from '@ppd/db';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Attempt } from '../processors/types.ts';
import { type DeliveryKey, deliveryJobId } from './fan-out.ts';
import { post } from './send.ts';

export interface WebhookSendOptions {
  /** A receiver that has not answered after this long is a failed try (10000). */
  timeoutMs: number;
  /** Hosts exempt from the https-and-public-address rule (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
}

/** Deliveries with their endpoint's address and secret. */
const deliveries = (db: Db) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.event_id',
      'd.endpoint_id',
      'd.event_type',
      'd.payload',
      'd.occurred_at',
      'd.status',
      'e.url',
      'e.secret',
    ]);

/** Deliveries still to be made (a delivered or failed one is sent again only after "Reenviar" sets it pending). */
export const pendingDeliveries = (db: Db) => deliveries(db).where('d.status', '=', 'pending');

type PendingDelivery = NonNullable<Awaited<ReturnType<ReturnType<typeof deliveries>['executeTakeFirst']>>>;

/** The Standard Webhooks headers of one try: the id is the delivery's, the same on every try and every resend. */
function signed(d: PendingDelivery, body: string): Record<string, string> {
  const id = deliveryJobId({ eventId: d.event_id, endpointId: d.endpoint_id });
  const now = new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(d.secret).sign(id, now, body),
  };
}

/**
 * One try: sign, POST, and write how it went. A 2xx delivers it; anything else is retried by the queue (this
 * throws) until the last try, which leaves the delivery failed and completes the job: a receiver that is down is
 * not a worker's fault, so it leaves no dead letter.
 */
export async function attemptDelivery(db: Db, d: PendingDelivery, attempt: Attempt, o: WebhookSendOptions) {
  const body = JSON.stringify({ type: d.event_type, timestamp: d.occurred_at.toISOString(), data: d.payload });
  const problem = await webhookUrlProblem(d.url, o.allowHosts);
  const answer = problem ? { status: null, text: `refused: ${problem}` } : await post(d.url, body, signed(d, body), o);
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: ok ? 'delivered' : attempt.last ? 'failed' : 'pending',
      attempts: eb('attempts', '+', 1),
      last_status: answer.status,
      last_answer: answer.text.replace(/\0/g, ''),
      last_attempt_at: sql<Date>`now()`,
    }))
    .where('id', '=', d.id)
    .execute();
  if (!ok && !attempt.last) throw new Error(`webhook ${d.url}: ${answer.status ?? answer.text}`);
}

/**
 * The relay's job for one (event, endpoint). Its row is written in the relay's claim, which commits just after
 * the job is added: a job that runs first finds no row yet and says so (the caller tries again). The row is read
 * once, so a commit landing between two reads cannot pass for a delivery already made. An endpoint deleted since
 * has taken its rows with it: nothing to do.
 */
export async function deliverKey(db: Db, key: DeliveryKey, attempt: Attempt, o: WebhookSendOptions) {
  const row = await deliveries(db)
    .where('d.event_id', '=', key.eventId)
    .where('d.endpoint_id', '=', key.endpointId)
    .executeTakeFirst();
  if (row) return row.status === 'pending' ? attemptDelivery(db, row, attempt, o) : 'done';
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', key.endpointId)
    .executeTakeFirst();
  return endpoint ? 'not-yet' : 'done';
}
