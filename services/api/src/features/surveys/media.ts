import { randomUUID } from 'node:crypto';
import type { Db } from '@ppd/db';
import type { MediaAnswer, MediaType } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { receiveMedia, type Upload } from '../../shared/media/receive.ts';
import { type MediaStorage, withStoredFiles } from '../../shared/media/storage.ts';
import { checkMayUpload, lockUploadsOf } from './answers.ts';

const ANSWER_MEDIA: readonly MediaType[] = ['image/jpeg', 'image/png', 'video/mp4'];

/**
 * A visitor's photo or video for a multimedia question, stored before the answer that names it (the records'
 * media rules: the type from the bytes, JPEG/PNG or MP4, the size limit). Audio is refused here, and so is an
 * upload once the survey is answered (the answer's save removes the uploads it does not name) or past the visitor's
 * quota. Checked before the bytes are read, and again under the visitor's lock once they are: an answer saved or the
 * survey deleted while the file arrived leaves no file behind.
 */
export async function storeAnswerMedia(
  db: Db,
  storage: MediaStorage,
  me: SessionUser,
  surveyId: number,
  upload: Upload,
): Promise<MediaAnswer> {
  await checkMayUpload(db, storage, surveyId, me.id);
  const media = await receiveMedia(storage, upload, ANSWER_MEDIA);
  try {
    const filename = `${me.id}-${randomUUID()}.${media.extension}`;
    await withStoredFiles(storage, (files) =>
      db.transaction().execute(async (trx) => {
        await lockUploadsOf(trx, surveyId, me.id);
        await checkMayUpload(trx, storage, surveyId, me.id);
        await files.put(`surveys/${surveyId}/${filename}`, media.path);
      }),
    );
    return { type: media.type === 'video/mp4' ? 'video' : 'image', filename };
  } finally {
    await media.discard();
  }
}
