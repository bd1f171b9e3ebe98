import { writeFile } from 'node:fs/promises';
import { fileStamp } from '../../shared/media/stamp.ts';
import { keyOfMediaFolder, type MediaStorage, mediaFolderOf } from '../../shared/media/storage.ts';

/**
 * Spec §5: an uploaded file is renamed as the activity's title with spaces as underscores, a timestamp and its
 * extension. Accents are dropped and other characters that do not belong in a file name removed, so the name is
 * safe in a URL and on any disk.
 */
export function activityFileName(title: string, stamp: number, ext: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 80);
  return `${base || 'evento'}_${stamp}.${ext}`;
}

/** The media folder of the activities' files, named by their public path ('/media/events/<file>'). */
export const MEDIA_FOLDER = 'events';

/** Files written for one save: removed again if the save fails, so a refused request leaves nothing behind. */
export class ActivityFiles {
  private readonly written: string[] = [];

  constructor(private readonly storage: MediaStorage) {}

  /** Stores the bytes under the media folder and returns the path the activity keeps ('/media/events/<file>'). */
  async put(title: string, ext: string, data: Buffer): Promise<string> {
    const key = `${MEDIA_FOLDER}/${activityFileName(title, fileStamp(), ext)}`;
    const scratch = await this.storage.scratchPath(key.replace('/', '-'));
    await writeFile(scratch, data);
    await this.storage.put(key, scratch);
    this.written.push(key);
    return mediaFolderOf(key);
  }

  async discard(): Promise<void> {
    await Promise.all(this.written.map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}

/** Removes files an activity no longer names (after the commit that replaced or deleted them). */
export async function removeActivityFiles(storage: MediaStorage, paths: readonly (string | null)[]): Promise<void> {
  for (const path of paths) {
    const key = path ? keyOfMediaFolder(path) : null;
    if (key?.startsWith(`${MEDIA_FOLDER}/`)) await storage.remove(key).catch(() => undefined);
  }
}
