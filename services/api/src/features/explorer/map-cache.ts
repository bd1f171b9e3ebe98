import type { Db } from '@ppd/db';

/** The version of what the public map shows (migration 0010): moved by any change to the records or their types. */
const mapVersion = async (db: Db) =>
  (await db.selectFrom('map_version').select('version').executeTakeFirstOrThrow()).version;

/**
 * A value kept while the map's version stands still (the public map's counts and extents, for OGC API – Features):
 * built by the first reader after the version moved, shared by the readers meanwhile, forgotten if it fails. The
 * version is read before the value is built, so what is kept is at least as new as the version it is kept for.
 */
export function keptPerMapVersion<T>(db: Db) {
  let kept: { version: string; value: Promise<T> } | null = null;
  return async (build: () => Promise<T>): Promise<T> => {
    const version = await mapVersion(db);
    if (kept?.version === version) return kept.value;
    const value = build();
    kept = { version, value };
    value.catch(() => {
      if (kept?.value === value) kept = null;
    });
    return value;
  };
}

/**
 * The public map's frames, kept while the map's version (migration 0010) stands still: the map is the same for
 * every visitor, and a million records are 1.3 s of the API's and PostgreSQL's work. The frames are kept once a
 * reader has taken them all (a reader that goes away keeps nothing); the version is read before them, so what is
 * kept is at least as new as the version it is kept for. One map is kept, in each API process.
 */
export function publicMapCache(db: Db) {
  let kept: { version: string; frames: Buffer[] } | null = null;

  async function* keeping(version: string, frames: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const taken: Buffer[] = [];
    for await (const frame of frames) {
      taken.push(frame);
      yield frame;
    }
    kept = { version, frames: taken };
  }

  /** The public map's frames: kept ones while the version stands, else `build`'s (kept as they go). */
  return async (build: () => AsyncIterable<Buffer>): Promise<Iterable<Buffer> | AsyncIterable<Buffer>> => {
    const version = await mapVersion(db);
    if (kept?.version === version) return kept.frames;
    return keeping(version, build());
  };
}
