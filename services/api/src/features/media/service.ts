import { randomUUID } from 'node:crypto';
import { type Db, recordEvent } from '@ppd/db';
import type { SessionUser } from '../../plugins/auth.ts';
import { lockForChange } from '../records/service.ts';
import { receiveMedia, type Upload } from './receive.ts';
import { keyOfMediaFolder, type MediaStorage, mediaFolderOf } from './storage.ts';

export type { Upload };

/**
 * Stores a record's photo, video or audio. The type comes from the bytes, not the name or the declared type; the
 * file is written to scratch space first, so a refused or failed upload leaves nothing behind. The record keeps one
 * file: the previous one is removed after the commit.
 */
export async function attachMedia(db: Db, storage: MediaStorage, me: SessionUser, recordId: number, upload: Upload) {
  const media = await receiveMedia(storage, upload);
  const { type, metadata } = media;
  const key = `records/${recordId}/${randomUUID()}.${media.extension}`;
  let stored = false;
  try {
    const previous = await db.transaction().execute(async (trx) => {
      const record = await lockForChange(trx, me, recordId);
      await storage.put(key, media.path);
      stored = true;
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
    if (stored) await storage.remove(key).catch(() => undefined);
    throw err;
  } finally {
    await media.discard();
  }
}
