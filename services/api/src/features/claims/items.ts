import type { Db } from '@ppd/db';
import { alertMessages, type ClaimKind, claimTexts, complaintMessages } from '@ppd/domain';
import { AppError } from '../../plugins/errors.ts';

/** What differs between claiming an alert and a complaint: its column in `claims`, and when it is still open. */
export const CLAIM_ITEMS = {
  alert: { column: 'alert_id', notFound: alertMessages.notFound },
  complaint: { column: 'complaint_id', notFound: complaintMessages.notFound },
} as const;

const OPEN_ALERT = ['ABIERTA', 'ASIGNADA'] as const;

/** Whether the item exists and is still handled from the board: an alert until attended, a complaint until atendida. */
export async function isOpen(db: Db, kind: ClaimKind, id: number): Promise<boolean | null> {
  const row =
    kind === 'alert'
      ? await db.selectFrom('alerts').select('status').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('complaints').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return kind === 'alert' ? (OPEN_ALERT as readonly string[]).includes(row.status) : row.status !== 'atendida';
}

/** The item's id if it is open (as `isOpen`), for a statement that claims it only then. */
export const openItem = (db: Db, kind: ClaimKind, id: number) =>
  kind === 'alert'
    ? db.selectFrom('alerts').select('id').where('id', '=', id).where('status', 'in', OPEN_ALERT)
    : db.selectFrom('complaints').select('id').where('id', '=', id).where('status', '<>', 'atendida');

/** Refuses a claim on an item that is gone (404) or no longer open (409). */
export async function mustBeOpen(db: Db, kind: ClaimKind, id: number): Promise<void> {
  const open = await isOpen(db, kind, id);
  if (open === null) throw new AppError('NotFound', CLAIM_ITEMS[kind].notFound);
  if (!open) throw new AppError('Conflict', claimTexts.closed[kind]);
}
