/** The position of the last row read: its date and id. */
export interface Cursor {
  at: Date;
  id: number;
}

/**
 * Reads rows newest first, `size` at a time, each page after the last row read (keyset on date and id, which the
 * tables' (date DESC, id DESC) indexes serve): an export of any size holds one page in memory.
 */
export async function* newestFirst<T>(
  page: (after: Cursor | null, size: number) => Promise<T[]>,
  cursorOf: (row: T) => Cursor,
  size = 1000,
): AsyncGenerator<T> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = cursorOf(rows.at(-1)!);
  }
}
