import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_TYPES, type MediaType, recordMessages } from '@ppd/domain';
import { fileTypeFromFile } from 'file-type';
import { validationError } from '../../plugins/errors.ts';
import { checkImagePixels } from '../images.ts';
import { readMediaMetadata } from './metadata.ts';
import type { MediaStorage } from './storage.ts';

export const MEDIA_EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
};

export interface Upload {
  file: Readable & { truncated?: boolean };
}

/** An upload checked and waiting in scratch space: `storage.put(key, path)` keeps it, `discard()` always after. */
export interface ReceivedMedia {
  path: string;
  type: MediaType;
  extension: string;
  metadata: Record<string, unknown>;
  discard(): Promise<void>;
}

/**
 * Writes an upload to scratch space and checks it: its type comes from the bytes (never the name or the declared
 * type) and must be one of `accepted`; its metadata is read as the records screen shows it. A refused upload
 * leaves nothing behind.
 */
export async function receiveMedia(
  storage: MediaStorage,
  upload: Upload,
  accepted: readonly MediaType[] = MEDIA_TYPES,
  typeMessage: string = recordMessages.fileType,
): Promise<ReceivedMedia> {
  const path = await storage.scratchPath(randomUUID());
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(upload.file, createWriteStream(path));
    if (upload.file.truncated) throw validationError('file', recordMessages.fileTooLarge);
    const detected = await fileTypeFromFile(path);
    const type = accepted.find((t) => t === detected?.mime);
    if (!type) throw validationError('file', typeMessage);
    const metadata = await readMediaMetadata(path, type);
    checkImagePixels('file', Number(metadata.imageWidth ?? 0), Number(metadata.imageHeight ?? 0));
    return { path, type, extension: MEDIA_EXTENSIONS[type], metadata, discard };
  } catch (err) {
    await discard();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError('file', recordMessages.fileTooLarge);
    }
    throw err;
  }
}
