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
 * Delivers chunk N of a send in one transaction: an inbox row per recipient not yet delivered
 * (`ON CONFLICT (event_id, user_id) DO NOTHING`), those recipients marked delivered, the send's counter moved by
 * exactly that many. A re-run (a retried or re-added job, a worker killed mid-chunk) finds them delivered and
 * writes nothing. Null when the send is gone (its survey or event was deleted).
 */
export async function deliverChunk(db: Db, job: ChunkJob): Promise<ChunkOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const send = await trx
      .selectFrom('bulk_sends')
      .select(['kind', 'target_id', 'chunk_size', 'message', 'created_by'])
      .where('id', '=', job.sendId)
      .executeTakeFirst();
    if (!send) return null;
    const lo = job.chunk * send.chunk_size;
    const hi = lo + send.chunk_size;
    const m = send.message;
    const data = JSON.stringify({ ...m.data, sendId: job.sendId });
    await sql`
      WITH todo AS (
        SELECT visitor_id FROM bulk_send_recipients
        WHERE send_id = ${job.sendId} AND seq > ${lo} AND seq <= ${hi} AND delivered_at IS NULL
        FOR UPDATE
      ), inbox AS (
        INSERT INTO notifications (event_id, user_id, kind, title, body, data)
        SELECT ${job.eventId}::uuid, todo.visitor_id, ${m.kind}, ${m.title}, ${m.body}, ${data}::jsonb
        FROM todo JOIN users u ON u.id = todo.visitor_id -- a visitor deleted since the audience was drawn is skipped
        ON CONFLICT (event_id, user_id) DO NOTHING
      ), marked AS (
        UPDATE bulk_send_recipients r SET delivered_at = now() FROM todo
        WHERE r.send_id = ${job.sendId} AND r.visitor_id = todo.visitor_id
        RETURNING 1
      )
      UPDATE bulk_sends SET
        sent = sent + (SELECT count(*) FROM marked),
        status = CASE WHEN sent + (SELECT count(*) FROM marked) >= total THEN 'done' ELSE status END,
        finished_at = CASE WHEN sent + (SELECT count(*) FROM marked) >= total THEN coalesce(finished_at, now()) END
      WHERE id = ${job.sendId}
    `.execute(trx);
    const progress = await trx
      .selectFrom('bulk_sends')
      .select(['sent', 'total', 'status'])
      .where('id', '=', job.sendId)
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('notifications as n')
      .innerJoin('bulk_send_recipients as r', 'r.visitor_id', 'n.user_id')
      .selectAll('n')
      .where('n.event_id', '=', job.eventId)
      .where('r.send_id', '=', job.sendId)
      .where('r.seq', '>', lo)
      .where('r.seq', '<=', hi)
      .execute();
    return {
      createdBy: send.created_by,
      progress: {
        kind: send.kind,
        id: send.target_id,
        sendId: job.sendId,
        sent: progress.sent,
        total: progress.total,
        done: progress.status === 'done',
      },
      delivered: rows.map(viewOf),
    };
  });
}
