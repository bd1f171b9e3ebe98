/** Reads a table in id order, `size` rows at a time (keyset pages), for streamed exports. */
export async function* inPages<T extends { id: number }>(
  page: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}

/** Maps a streamed sequence lazily (rows of a paged read into rows of a sheet). */
export async function* mapAsync<T, U>(source: AsyncIterable<T> | Iterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of source) yield map(item);
}
