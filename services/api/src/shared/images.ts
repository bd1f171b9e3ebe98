import { MAX_IMAGE_BYTES, messages } from '@ppd/domain';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { validationError } from '../plugins/errors.ts';

/** The multipart limit of a picture field (events, profiles): `readForm`'s refusal of a larger file. */
export const pictureLimit = { maxBytes: MAX_IMAGE_BYTES, tooLarge: messages.media.imageTooLarge };

export interface UploadedImage {
  data: Buffer;
  /** Read from the bytes, not from the name or the declared type. */
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

const EXTENSIONS: Record<string, UploadedImage['ext']> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A PNG or JPEG image, told by its bytes; anything else is a 400 on `field` with `message`. */
export async function pngOrJpeg(
  field: string,
  data: Buffer,
  message: string = messages.media.imageType,
): Promise<UploadedImage> {
  const ext = EXTENSIONS[(await fileTypeFromBuffer(data))?.mime ?? ''];
  if (!ext) throw validationError(field, message);
  try {
    const { width, height } = imageSize(data);
    return { data, ext, width, height };
  } catch {
    throw validationError(field, message);
  }
}
