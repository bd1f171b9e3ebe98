import type { Db } from '@ppd/db';
import type { ClaimHolder, ClaimKind, ClaimState } from '@ppd/domain';
import { CLAIM_ITEMS } from './items.ts';

export type HeldClaim = ClaimState & { holder: ClaimHolder };

/** The kind's claims with their holders; `itemId` narrows to one item. */
export async function heldClaims(db: Db, kind: ClaimKind, itemId?: number): Promise<HeldClaim[]> {
  const { column } = CLAIM_ITEMS[kind];
  let query = db
    .selectFrom('claims as c')
    .innerJoin('users as u', 'u.id', 'c.holder_id')
    .select([`c.${column} as item_id`, 'u.id', 'u.name', 'u.last_name', 'c.claimed_at'])
    .where(`c.${column}`, 'is not', null);
  if (itemId !== undefined) query = query.where(`c.${column}`, '=', itemId);
  const rows = await query.orderBy('c.id').execute();
  return rows.map((r) => ({
    kind,
    id: r.item_id!,
    holder: { id: r.id, name: r.name, last_name: r.last_name },
    at: r.claimed_at.toISOString(),
  }));
}

/** Who holds one item, if anyone. */
export const claimOf = async (db: Db, kind: ClaimKind, itemId: number): Promise<HeldClaim | null> =>
  (await heldClaims(db, kind, itemId))[0] ?? null;

export async function holderOf(db: Db, userId: number): Promise<ClaimHolder> {
  return db.selectFrom('users').select(['id', 'name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}
