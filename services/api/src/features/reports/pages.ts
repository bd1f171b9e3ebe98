import { type SqlBool, sql } from 'kysely';

/**
 * The position of the last row read: its instant as PostgreSQL writes it, and its id. The text keeps the
 * microseconds the database stamps; a JS Date keeps milliseconds, and a cursor rounded down skipped the rest of
 * the rows of its millisecond (a bulk insert's rows all share one instant).
 */
export interface Cursor {
  at: string;
  id: number;
}

/** A row a keyset reads: its id and its instant as text (`keyset(...).at`). */
export interface Keyed {
  id: number;
  cursor_at: string;
}

/** The keyset on a row's instant and id: the column to select, and the rows after a cursor, newest first. */
export function keyset(at: string, id: string) {
  return {
    at: sql<string>`${sql.ref(at)}::text`.as('cursor_at'),
    after: (c: Cursor) => sql<SqlBool>`(${sql.ref(at)}, ${sql.ref(id)}) < (${c.at}::timestamptz, ${c.id})`,
  };
}

/**
 * Reads rows newest first, `size` at a time, each page after the last row read (keyset on date and id, which the
 * tables' (date DESC, id DESC) indexes serve): an export of any size holds one page in memory.
 */
export async function* newestFirst<T extends Keyed>(
  page: (after: Cursor | null, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor_at, id: last.id };
  }
}
