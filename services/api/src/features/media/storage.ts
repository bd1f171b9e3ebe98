import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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
  const safe = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key outside the root: ${key}`);
    return full;
  };
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

/** `media_folder` as stored on a record ('/media/records/12/x.jpg') ↔ its storage key. */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaFolderOf = (key: string) => `${MEDIA_URL_PREFIX}${key}`;
export const keyOfMediaFolder = (folder: string) =>
  folder.startsWith(MEDIA_URL_PREFIX) ? folder.slice(MEDIA_URL_PREFIX.length) : null;
