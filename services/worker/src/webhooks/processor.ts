import type { Db } from '@ppd/db';
import type { DomainEvent } from '@ppd/domain';
import { z } from 'zod';
import { defineJob } from '../jobs.ts';
import type { Attempt, Processor } from '../processors/types.ts';
import { attemptDelivery, deliverKey, pendingDeliveries, type WebhookSendOptions } from './deliver.ts';
import { DELIVERY_JOB } from './fan-out.ts';

const FIRST: Attempt = { number: 1, last: false };

/** One event for one endpoint, queued by the relay under the job id `<event id>_<endpoint id>`. */
export const deliveryJob = (db: Db, o: WebhookSendOptions) =>
  defineJob({
    name: DELIVERY_JOB,
    queue: 'webhook',
    payload: z.object({ eventId: z.string().min(1), endpointId: z.number().int().positive() }),
    handle: async (key, job) => {
      // A try spent, not a deferral: should the claim that wrote the row never commit, the tries still end.
      if ((await deliverKey(db, key, job?.attempt ?? FIRST, o)) === 'not-yet')
        throw new Error('delivery not recorded yet');
    },
  });

/** "Reenviar": the delivery the API set pending again, sent with a fresh set of tries. */
export function webhookProcessor(db: Db, o: WebhookSendOptions): Processor {
  return async (event, job) => {
    const { delivery } = (event as DomainEvent<'webhook.redelivery_requested'>).payload;
    const row = await pendingDeliveries(db).where('d.id', '=', delivery.id).executeTakeFirst();
    if (row) await attemptDelivery(db, row, job?.attempt ?? FIRST, o);
  };
}
