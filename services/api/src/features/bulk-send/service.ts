import { countAudience, type Db, type SendKind, type SendMessage, wktGeometry } from '@ppd/db';
import { type AudienceCount, type SendFilter, type SendStatusView, sendMessages } from '@ppd/domain';
import { sql } from 'kysely';
import { AppError, validationError } from '../../plugins/errors.ts';

/**
 * The drawn area checked by PostGIS before anything is written: it must parse, be one polygon and be valid (a
 * self-intersecting ring is not). 400 naming `wkt` otherwise.
 */
export async function checkArea(db: Db, wkt: string | null): Promise<void> {
  if (!wkt) return;
  const checked = await sql<{ kind: string; valid: boolean; empty: boolean }>`
    SELECT GeometryType(g) AS kind, ST_IsValid(g) AS valid, ST_IsEmpty(g) AS empty
    FROM (SELECT ${wktGeometry(wkt)} AS g) parsed
  `
    .execute(db)
    .then((r) => r.rows[0])
    .catch(() => undefined); // PostGIS refuses text that is not WKT
  if (checked?.kind !== 'POLYGON' || checked.empty) throw validationError('wkt', sendMessages.wktInvalid);
  if (!checked.valid) throw validationError('wkt', sendMessages.wktSelfIntersecting);
}

/** How many visitors a send with this filter reaches now (the send modal's live count). */
export async function audienceCount(db: Db, filter: SendFilter, kind: SendKind | null): Promise<AudienceCount> {
  await checkArea(db, filter.wkt);
  return countAudience(db, filter, kind);
}

export interface NewBulkSend {
  kind: SendKind;
  targetId: number;
  filter: SendFilter;
  /** What each recipient's inbox gets (and the `notification` push carries). */
  message: SendMessage;
  createdBy: number;
}

/** A second send of the same survey or event to the same filter within this time is the first one again. */
const REPEAT_WINDOW = sql`interval '60 seconds'`;

/**
 * Records a pending send in the caller's transaction (call `checkArea` first, and lock the survey or event so
 * sends of one target take turns). The caller then records its domain event with `sendId` in the payload, on the
 * `bulk-send` queue, when `isNew`: the worker materialises the audience and fans it out. A double click, or two
 * gestors sending the same thing at once, gets the send already made (`isNew` false): visitors get it once.
 * Surveys and events share this.
 */
export async function createBulkSend(trx: Db, send: NewBulkSend): Promise<{ id: number; isNew: boolean }> {
  const filter = JSON.stringify(send.filter);
  const repeated = await trx
    .selectFrom('bulk_sends')
    .select('id')
    .where('kind', '=', send.kind)
    .where('target_id', '=', send.targetId)
    .where('filter', '=', sql<never>`${filter}::jsonb`)
    .where('created_at', '>', sql<Date>`now() - ${REPEAT_WINDOW}`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (repeated) return { id: repeated.id, isNew: false };
  const row = await trx
    .insertInto('bulk_sends')
    .values({
      kind: send.kind,
      target_id: send.targetId,
      filter,
      area: send.filter.wkt ? wktGeometry(send.filter.wkt) : null,
      message: JSON.stringify(send.message),
      created_by: send.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, isNew: true };
}

/** Removes a deleted survey's or event's sends and their chunks; a chunk job still queued then finds nothing. */
export async function deleteSendsOf(trx: Db, kind: SendKind, targetId: number): Promise<void> {
  const sends = await trx
    .deleteFrom('bulk_sends')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .returning('id')
    .execute();
  if (sends.length === 0) return;
  const ids = sends.map((s) => s.id);
  await trx.deleteFrom('bulk_send_chunks').where('send_id', 'in', ids).execute();
}

export async function sendStatus(db: Db, id: number): Promise<SendStatusView> {
  const row = await db
    .selectFrom('bulk_sends')
    .select(['id', 'kind', 'target_id', 'status', 'total', 'sent', 'created_at', 'finished_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NotFound', sendMessages.sendNotFound, 'id');
  return { ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null };
}
