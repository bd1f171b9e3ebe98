import { messages } from './messages.ts';

/** The pictures of events and people's profiles: PNG or JPEG, at most 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * What is wrong with a chosen picture, as the browser describes it (declared type, size); undefined if nothing. The
 * API checks the bytes themselves with the same messages.
 */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.media.imageType;
  if (file.size > MAX_IMAGE_BYTES) return messages.media.imageTooLarge;
  return undefined;
}
