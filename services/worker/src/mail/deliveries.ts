import type { Db } from '@ppd/db';
import { sql } from 'kysely';
import type { Attempt } from '../processors/types.ts';

/**
 * The delivery row the API queued with the event (complaint mails have one; a reset link has none, and then these
 * updates touch nothing). `attempts` counts SMTP tries; a failed try is `retrying` while BullMQ has tries left.
 */
export function deliveryTracker(db: Db) {
  return {
    /**
     * What the delivery row says: `sent`, `pending` (queued, retrying or failed), or `none` when there is no row (a
     * reset link never has one; a complaint's row goes with the complaint when it is deleted).
     */
    async stateOf(eventId: string): Promise<'sent' | 'pending' | 'none'> {
      const row = await db
        .selectFrom('email_deliveries')
        .select('status')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (!row) return 'none';
      return row.status === 'sent' ? 'sent' : 'pending';
    },
    /** `refused`: the recipients the SMTP server turned down while it took the mail for the others. */
    async sent(eventId: string, attempt: Attempt | undefined, refused: string[] = []) {
      await db
        .updateTable('email_deliveries')
        .set({
          status: 'sent',
          refused,
          attempts: attempt?.number ?? sql`attempts + 1`,
          sent_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('event_id', '=', eventId)
        .execute();
    },
    /**
     * Once its mail is out, a reset request's outbox row forgets the link (`resetUrl` becomes ''): the raw token
     * stays in the database only while the mail is on its way. Other events have nothing to forget.
     */
    async forgetSecrets(eventId: string) {
      await db
        .updateTable('outbox')
        .set({ payload: sql`jsonb_set(payload, '{resetUrl}', '""')` })
        .where('id', '=', eventId)
        .where('type', '=', 'user.password_reset_requested')
        .execute();
    },
    async failed(eventId: string, attempt: Attempt | undefined, error: string) {
      await db
        .updateTable('email_deliveries')
        .set({
          status: attempt?.last === false ? 'retrying' : 'failed',
          attempts: attempt?.number ?? sql`attempts + 1`,
          last_error: error.slice(0, 500),
          updated_at: sql`now()`,
        })
        .where('event_id', '=', eventId)
        .where('status', '<>', 'sent')
        .execute();
    },
  };
}

export type DeliveryTracker = ReturnType<typeof deliveryTracker>;
