import type { Db } from '@ppd/db';
import type { NotificationView, SendProgressView } from '@ppd/domain';
import { sql } from 'kysely';
import { viewOf } from '../processors/notify.ts';

export interface ChunkJob {
  sendId: number;
  chunk: number;
  /** The domain event that started the send: every inbox row of the send carries it (unique with the user). */
  eventId: string;
}

export interface ChunkOutcome {
  /** Every inbox row of this chunk, new or from an earlier run, to push (pushes are at least once). */
  delivered: { userId: number; view: NotificationView }[];
  progress: SendProgressView;
  createdBy: number | null;
}

/**
 * Delivers chunk N of a send in one transaction: the chunk marked delivered, an inbox row per visitor of it
 * (`ON CONFLICT (event_id, user_id) DO NOTHING`), the send's counter moved by the chunk's size. A re-run (a
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
        JOIN users u ON u.id = v.id -- a visitor deleted since the audience was drawn is skipped
        ON CONFLICT (event_id, user_id) DO NOTHING
      ), moved AS (SELECT coalesce(sum(cardinality(visitor_ids)), 0)::int AS n FROM marked)
      UPDATE bulk_sends SET
        sent = sent + moved.n,
        status = CASE WHEN sent + moved.n >= total THEN 'done' ELSE status END,
        finished_at = CASE WHEN sent + moved.n >= total THEN coalesce(finished_at, now()) END
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
