import { messages } from './messages.ts';

/** The pictures of events and people's profiles: PNG or JPEG, at most 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded image may declare, whatever it is for. Every camera's photo fits (a 108 MP sensor's
 * too); a few bytes claiming 60,000 × 60,000 pixels do not: it would hang the browser of whoever opens it.
 */
export const MAX_IMAGE_PIXELS = 150_000_000;

/**
 * What is wrong with a chosen picture, as the browser describes it (declared type, size); undefined if nothing. The
 * API checks the bytes themselves with the same messages.
 */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.media.imageType;
  if (file.size > MAX_IMAGE_BYTES) return messages.media.imageTooLarge;
  return undefined;
}
