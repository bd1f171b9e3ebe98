import { messages } from '@ppd/domain';
import type { FastifyRequest } from 'fastify';
import { readForm } from '../../shared/form.ts';
import { pictureLimit, pngOrJpeg, type UploadedImage } from '../../shared/images.ts';

const t = messages.activities;

export const MAX_ROUTE_FILE_BYTES = 5 * 1024 * 1024;
/** An honest route is a few hundred KB of KML: a .kmz entry that inflates past this is refused, not held in memory. */
export const MAX_KML_BYTES = 20 * 1024 * 1024;

export interface RouteFile {
  data: Buffer;
  /** The name as sent: its extension says KML or KMZ when the bytes do not. */
  filename: string;
}

export interface ActivityForm {
  fields: Record<string, unknown>;
  image: UploadedImage | null;
  image2: UploadedImage | null;
  kmlFile: RouteFile | null;
}

/**
 * The activity modal's multipart form: text fields, `image`, `image2` (PNG or JPEG by their bytes) and `kml_file`.
 * Scripts may send JSON (no files).
 */
export async function readActivityForm(request: FastifyRequest): Promise<ActivityForm> {
  const { fields, files, filenames } = await readForm(request, {
    image: pictureLimit,
    image2: pictureLimit,
    kml_file: { maxBytes: MAX_ROUTE_FILE_BYTES, tooLarge: t.routeFileTooLarge },
  });
  const imageOf = (field: 'image' | 'image2') => {
    const data = files[field];
    return data ? pngOrJpeg(field, data) : null;
  };
  const route = files.kml_file;
  return {
    fields,
    image: await imageOf('image'),
    image2: await imageOf('image2'),
    kmlFile: route ? { data: route, filename: filenames.kml_file ?? '' } : null,
  };
}
