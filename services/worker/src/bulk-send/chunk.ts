import type { Db } from '@ppd/db';
import type { NotificationView, SendProgressView } from '@ppd/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { viewOf } from '../processors/notify.ts';

export const chunkJobPayload = z.object({
  sendId: z.number().int().positive(),
  chunk: z.number().int().nonnegative(),
  /** The domain event that started the send: every inbox row of the send carries it (unique with the user). */
  eventId: z.string().min(1),
});
export type ChunkJob = z.infer<typeof chunkJobPayload>;

export interface ChunkOutcome {
  /** Every inbox row of this chunk, new or from an earlier run, to push (pushes are at least once). */
  delivered: { userId: number; view: NotificationView }[];
  progress: SendProgressView;
  createdBy: number | null;
}

/**
 * Delivers chunk N of a send in one transaction: the chunk marked delivered, an inbox row per visitor of it still
 * active (`ON CONFLICT (event_id, user_id) DO NOTHING`), the send's counter moved by the rows written and its total
 * lowered by the visitors gone or deactivated since the audience was drawn. A re-run (a
 * retried or re-added job, a worker killed mid-chunk) finds the chunk delivered, or waits on its row lock and
 * then does, and writes nothing. Null when the send is gone (its survey or event was deleted).
 */
export async function deliverChunk(db: Db, job: ChunkJob): Promise<ChunkOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const send = await trx
      .selectFrom('bulk_sends')
      .select(['kind', 'target_id', 'message', 'created_by'])
      .where('id', '=', job.sendId)
      .executeTakeFirst();
    if (!send) return null;
    const m = send.message;
    const data = JSON.stringify({ ...m.data, sendId: job.sendId });
    const progress = await sql<{ sent: number; total: number; status: string }>`
      WITH marked AS (
        UPDATE bulk_send_chunks SET delivered_at = now()
        WHERE send_id = ${job.sendId} AND chunk = ${job.chunk} AND delivered_at IS NULL
        RETURNING visitor_ids
      ), inbox AS (
        INSERT INTO notifications (event_id, user_id, kind, title, body, data)
        SELECT ${job.eventId}::uuid, u.id, ${m.kind}, ${m.title}, ${m.body}, ${data}::jsonb
        FROM marked, unnest(marked.visitor_ids) AS v(id)
        -- A visitor deleted or deactivated since the audience was drawn is not reached.
        JOIN users u ON u.id = v.id AND u.type = 'visitor' AND NOT u.inactive
        ON CONFLICT (event_id, user_id) DO NOTHING
        RETURNING 1
      ), moved AS (
        SELECT (SELECT count(*) FROM inbox)::int AS reached,
               (SELECT coalesce(sum(cardinality(visitor_ids)), 0) FROM marked)::int AS drawn
      )
      -- sent counts the inbox rows written; those no longer reachable leave the total, so the send still ends.
      UPDATE bulk_sends SET
        sent = sent + moved.reached,
        total = total - (moved.drawn - moved.reached),
        status = CASE WHEN sent + moved.reached >= total - (moved.drawn - moved.reached) THEN 'done' ELSE status END,
        finished_at = CASE
          WHEN sent + moved.reached >= total - (moved.drawn - moved.reached) THEN coalesce(finished_at, now())
        END
      FROM moved
      WHERE id = ${job.sendId}
      RETURNING sent, total, status
    `.execute(trx);
    const p = progress.rows[0]!;
    const rows = await trx
      .selectFrom('notifications as n')
      .selectAll('n')
      .where('n.event_id', '=', job.eventId)
      .where(
        'n.user_id',
        'in',
        sql<number>`(SELECT unnest(visitor_ids) FROM bulk_send_chunks WHERE send_id = ${job.sendId} AND chunk = ${job.chunk})`,
      )
      .execute();
    return {
      createdBy: send.created_by,
      progress: {
        kind: send.kind,
        id: send.target_id,
        sendId: job.sendId,
        sent: p.sent,
        total: p.total,
        done: p.status === 'done',
      },
      delivered: rows.map(viewOf),
    };
  });
}
