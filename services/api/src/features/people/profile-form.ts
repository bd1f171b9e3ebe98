import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseInput, readForm } from '../../shared/form.ts';
import { pictureLimit, pngOrJpeg, type UploadedImage } from '../../shared/images.ts';

/** The monitor and gestor modals: the person's fields, validated, and an optional png/jpeg `image`. */
export async function profileForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ body: z.output<S>; image: UploadedImage | null }> {
  const { fields, files } = await readForm(request, { image: pictureLimit });
  const body = parseInput(schema, fields);
  const image = files.image ? await pngOrJpeg('image', files.image) : null;
  return { body, image };
}
