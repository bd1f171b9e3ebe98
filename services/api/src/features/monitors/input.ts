import { peopleMessages } from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, validationError } from '../../plugins/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  data: Buffer;
  /** Read from the bytes, not from the name or the declared type. */
  ext: 'png' | 'jpg';
}

export interface FormInput {
  fields: Record<string, unknown>;
  image: UploadedImage | null;
}

/** What the first bytes say the file is: only PNG and JPEG are profile images. */
export function imageTypeOf(data: Buffer): UploadedImage['ext'] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

/** Which multipart part holds the image, and the messages of a refused one. */
export interface ImagePart {
  field: string;
  typeMessage: string;
  tooLargeMessage: string;
}

const PROFILE_IMAGE: ImagePart = {
  field: 'image',
  typeMessage: peopleMessages.imageType,
  tooLargeMessage: peopleMessages.imageTooLarge,
};

/**
 * The monitor and gestor modals send multipart (fields + an optional `image`); scripts may send JSON. Either way:
 * the text fields, and the image checked by size and by its bytes. The catalogue forms send their `icon` likewise.
 */
export async function readForm(request: FastifyRequest, part: ImagePart = PROFILE_IMAGE): Promise<FormInput> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown> | null) ?? {}, image: null };
  const fields: Record<string, unknown> = {};
  let image: UploadedImage | null = null;
  try {
    for await (const item of request.parts()) {
      if (item.type === 'field') {
        fields[item.fieldname] = item.value;
        continue;
      }
      const data = await item.toBuffer();
      if (item.fieldname !== part.field || data.length === 0) continue;
      const ext = imageTypeOf(data);
      if (!ext) throw validationError(part.field, part.typeMessage);
      image = { data, ext };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError(part.field, part.tooLargeMessage);
    throw err;
  }
  return { fields, image };
}

/** Validates with a domain schema; the first problem comes back as a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw validationError(issue.path.join('.') || 'body', issue.message);
}
