import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Db, recordEvent } from '@ppd/db';
import { MEDIA_TYPES, type MediaType, recordMessages } from '@ppd/domain';
import { fileTypeFromFile } from 'file-type';
import type { SessionUser } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { lockForChange } from '../records/service.ts';
import { readMediaMetadata } from './metadata.ts';
import { keyOfMediaFolder, type MediaStorage, mediaFolderOf } from './storage.ts';

const EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
};

export interface Upload {
  file: Readable & { truncated?: boolean };
}

/**
 * Stores a record's photo, video or audio. The type comes from the bytes, not the name or the declared type; the
 * file is written to scratch space first, so a refused or failed upload leaves nothing behind. The record keeps one
 * file: the previous one is removed after the commit.
 */
export async function attachMedia(db: Db, storage: MediaStorage, me: SessionUser, recordId: number, upload: Upload) {
  const scratch = await storage.scratchPath(randomUUID());
  let stored: string | null = null;
  try {
    await pipeline(upload.file, createWriteStream(scratch));
    if (upload.file.truncated) throw validationError('file', recordMessages.fileTooLarge);
    const detected = await fileTypeFromFile(scratch);
    const type = MEDIA_TYPES.find((t) => t === detected?.mime);
    if (!type) throw validationError('file', recordMessages.fileType);
    const metadata = await readMediaMetadata(scratch, type);
    const key = `records/${recordId}/${randomUUID()}.${EXTENSIONS[type]}`;

    const previous = await db.transaction().execute(async (trx) => {
      const record = await lockForChange(trx, me, recordId);
      await storage.put(key, scratch);
      stored = key;
      await trx
        .updateTable('records')
        .set({
          media_folder: mediaFolderOf(key),
          file_type: type,
          media_metadata: JSON.stringify(metadata),
          updated_at: new Date(),
        })
        .where('id', '=', recordId)
        .execute();
      await recordEvent(trx, 'record.updated', { record: { id: recordId, title: record.nombre } }, me);
      return record.media_folder;
    });
    const previousKey = previous ? keyOfMediaFolder(previous) : null;
    if (previousKey) await storage.remove(previousKey).catch(() => undefined);
    return { media_folder: mediaFolderOf(key), file_type: type, media_metadata: metadata };
  } catch (err) {
    if (stored) await storage.remove(stored).catch(() => undefined);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError('file', recordMessages.fileTooLarge);
    }
    throw err;
  } finally {
    await rm(scratch, { force: true });
  }
}
