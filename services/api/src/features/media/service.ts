import { randomUUID } from 'node:crypto';
import { type Db, recordEvent } from '@ppd/db';
import type { SessionUser } from '../../plugins/auth.ts';
import { mustBeAuthorOrAdmin } from '../../shared/authorship.ts';
import { receiveMedia, type Upload } from '../../shared/media/receive.ts';
import { keyOfMediaFolder, type MediaStorage, mediaFolderOf, withStoredFiles } from '../../shared/media/storage.ts';
import { lockForChange, recordNotFound } from '../records/index.ts';

export type { Upload };

/**
 * Refuses, before any byte of an upload is read, someone who may not change the record: its author or an admin may.
 * A visitor is told a private record that is not theirs is not found, as a missing one, so that ids do not reveal
 * private records; a record they can see (or, for staff, any record) is refused as forbidden.
 */
export async function checkMayAttach(db: Db, me: SessionUser, recordId: number): Promise<void> {
  const record = await db
    .selectFrom('records')
    .select(['user_id', 'privado'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  if (!record || (record.privado && me.type === 'visitor' && record.user_id !== me.id)) throw recordNotFound();
  mustBeAuthorOrAdmin(me, record.user_id);
}

/**
 * Stores a record's photo, video or audio. The type comes from the bytes, not the name or the declared type; the
 * file is written to scratch space first, so a refused or failed upload leaves nothing behind. The record keeps one
 * file: the previous one is removed after the commit.
 */
export async function attachMedia(db: Db, storage: MediaStorage, me: SessionUser, recordId: number, upload: Upload) {
  const media = await receiveMedia(storage, upload);
  const { type, metadata } = media;
  const key = `records/${recordId}/${randomUUID()}.${media.extension}`;
  try {
    await withStoredFiles(storage, (files) =>
      db.transaction().execute(async (trx) => {
        const record = await lockForChange(trx, me, recordId);
        await files.put(key, media.path);
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
        files.dropAfter(record.media_folder ? keyOfMediaFolder(record.media_folder) : null);
      }),
    );
    return { media_folder: mediaFolderOf(key), file_type: type, media_metadata: metadata };
  } finally {
    await media.discard();
  }
}
