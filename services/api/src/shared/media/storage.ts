import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX, mediaPath } from '@ppd/db';

/** Where uploaded media live: keys are relative paths (`records/12/<uuid>.jpg`). A disk today, a bucket tomorrow. */
export interface MediaStorage {
  /** A scratch file path for an upload in progress. */
  scratchPath(name: string): Promise<string>;
  /** Moves a finished scratch file to its key. */
  put(key: string, fromPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes a folder of keys and everything under it. */
  removeFolder(key: string): Promise<void>;
  /** The directory keys are relative to (for serving with Range support). */
  readonly root: string;
}

export function diskStorage(root: string): MediaStorage {
  const safe = (key: string) => mediaPath(root, key);
  return {
    root: path.resolve(root),
    async scratchPath(name) {
      const dir = path.join(root, '.incoming');
      await mkdir(dir, { recursive: true });
      return path.join(dir, name);
    },
    async put(key, fromPath) {
      const target = safe(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(fromPath, target);
    },
    async remove(key) {
      await rm(safe(key), { force: true });
    },
    async removeFolder(key) {
      await rm(safe(key), { recursive: true, force: true });
    },
  };
}

/** `media_folder` ('/media/records/12/x.jpg') ↔ its storage key (defined in @ppd/db: the cancellation reads it too). */
export { keyOfMediaFolder, MEDIA_URL_PREFIX } from '@ppd/db';
export const mediaFolderOf = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** What a change does with stored files: `put` or `write` a new one under a key, `dropAfter` one it replaces. */
export interface FileChanges {
  /** Keeps a finished scratch file under `key`. */
  put(key: string, fromPath: string): Promise<void>;
  /** Stores bytes under `key`. */
  write(key: string, data: Buffer): Promise<void>;
  /** A stored file the change makes unused, removed once the change succeeded (nothing is done for null). */
  dropAfter(key: string | null): void;
}

/**
 * Runs a change (the caller's whole transaction) that stores files and may replace others: the files it stored are
 * removed again if it fails, and the ones it replaced only once it succeeded, so a row never names a missing file
 * and no file is left that no row names.
 */
export async function withStoredFiles<T>(
  storage: MediaStorage,
  change: (files: FileChanges) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const replaced: string[] = [];
  const removeAll = (keys: string[]) => Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  const files: FileChanges = {
    async put(key, fromPath) {
      await storage.put(key, fromPath);
      stored.push(key);
    },
    async write(key, data) {
      const scratch = await storage.scratchPath(randomUUID());
      await writeFile(scratch, data);
      await files.put(key, scratch).catch(async (err) => {
        await rm(scratch, { force: true });
        throw err;
      });
    },
    dropAfter(key) {
      if (key) replaced.push(key);
    },
  };
  let result: T;
  try {
    result = await change(files);
  } catch (err) {
    await removeAll(stored);
    throw err;
  }
  // A replaced file stored again under its own key (the same name) is the new one.
  await removeAll(replaced.filter((key) => !stored.includes(key)));
  return result;
}
