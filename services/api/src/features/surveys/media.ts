import { randomUUID } from 'node:crypto';
import type { Db } from '@ppd/db';
import type { MediaAnswer, MediaType } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { receiveMedia, type Upload } from '../media/receive.ts';
import type { MediaStorage } from '../media/storage.ts';
import { checkMayUpload } from './answers.ts';

const ANSWER_MEDIA: readonly MediaType[] = ['image/jpeg', 'image/png', 'video/mp4'];

/**
 * A visitor's photo or video for a multimedia question, stored before the answer that names it (the records'
 * media rules: the type from the bytes, JPEG/PNG or MP4, the size limit). Audio is refused here, and so is an
 * upload once the survey is answered (the answer's save removes the uploads it does not name).
 */
export async function storeAnswerMedia(
  db: Db,
  storage: MediaStorage,
  me: SessionUser,
  surveyId: number,
  upload: Upload,
): Promise<MediaAnswer> {
  await checkMayUpload(db, surveyId, me.id);
  const media = await receiveMedia(storage, upload, ANSWER_MEDIA);
  try {
    const filename = `${me.id}-${randomUUID()}.${media.extension}`;
    await storage.put(`surveys/${surveyId}/${filename}`, media.path);
    return { type: media.type === 'video/mp4' ? 'video' : 'image', filename };
  } finally {
    await media.discard();
  }
}
