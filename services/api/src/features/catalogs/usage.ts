import type { Db } from '@ppd/db';
import type { AffectedRows } from '@ppd/domain';
import { type RawBuilder, sql } from 'kysely';
import { folioOf } from '../../shared/folio.ts';
import type { AffectedKey, Blocked } from './catalog.ts';

/** How many affected rows a blocked-delete answer lists by name (`count` says how many there are in all). */
export const AFFECTED_LIMIT = 50;

interface Listing {
  label: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

/** What can point at a catalogue row: how its rows are named and listed. Complaints go by their folio. */
const USERS: Record<keyof UserColumns, Listing> = {
  records: { label: sql`nombre`, order: sql`nombre, id` },
  subcategories: { label: sql`nombre`, order: sql`nombre, id` },
  activities: { label: sql`nombre`, order: sql`fecha DESC, id` },
  complaints: { label: folioOf('id'), order: sql`date DESC, id` },
};

interface UserColumns {
  records: 'id_proyecto' | 'id_cat_principal' | 'id_cat_secundaria' | 'id_tipo';
  subcategories: 'id_maincategory' | 'tipo_id';
  activities: 'category_id' | 'lugar_id';
  complaints: 'category_id';
}

/** The rows of `table` whose `column` is `id`: the first AFFECTED_LIMIT by name, and how many in all. */
export async function usedBy<T extends keyof UserColumns>(
  trx: Db,
  table: T,
  column: UserColumns[T],
  id: number,
): Promise<AffectedRows> {
  const { label, order } = USERS[table];
  const { rows } = await sql<{ id: number; nombre: string; count: string }>`
    SELECT id, ${label} AS nombre, count(*) OVER () AS count
    FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}
    ORDER BY ${order} LIMIT ${AFFECTED_LIMIT}
  `.execute(trx);
  return {
    rows: rows.map(({ id, nombre }) => ({ id, nombre })),
    count: Number(rows[0]?.count ?? 0),
  };
}

/** A delete that one kind of row blocks while any of them points at the row, listed under `key`. */
export function blockedByUsers<T extends keyof UserColumns>(
  table: T,
  column: UserColumns[T],
  key: AffectedKey,
  refusal: Omit<Blocked, 'lists'>,
) {
  return async (trx: Db, id: number): Promise<Blocked | null> => {
    const rows = await usedBy(trx, table, column, id);
    return rows.count === 0 ? null : { ...refusal, lists: { [key]: rows } };
  };
}
