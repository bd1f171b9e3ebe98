import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, messages } from '@ppd/domain';
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

/** The one pixel check of every upload (pictures, icons, records, complaints, survey answers): a 400 on `field`. */
export function checkImagePixels(field: string, width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS) throw validationError(field, messages.media.imageTooManyPixels);
}

function sizeOf(field: string, data: Buffer, message: string) {
  try {
    return imageSize(data);
  } catch {
    throw validationError(field, message);
  }
}

/** A PNG or JPEG image, told by its bytes, of at most MAX_IMAGE_PIXELS; anything else is a 400 on `field`. */
export async function pngOrJpeg(
  field: string,
  data: Buffer,
  message: string = messages.media.imageType,
): Promise<UploadedImage> {
  const ext = EXTENSIONS[(await fileTypeFromBuffer(data))?.mime ?? ''];
  if (!ext) throw validationError(field, message);
  const size = sizeOf(field, data, message);
  checkImagePixels(field, size.width, size.height);
  return { data, ext, width: size.width, height: size.height };
}
