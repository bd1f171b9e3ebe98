import { open } from 'node:fs/promises';
import { fromMexicoCityTime, isCalendarDay, type MediaType } from '@ppd/domain';
import exifr from 'exifr';
import { imageSizeFromFile } from 'image-size/fromFile';

const iso = (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : null);

/**
 * An EXIF date ('YYYY:MM:DD HH:MM:SS'): with its offset tag where the camera wrote one, else the wall clock of the
 * field, Mexico City (not the server's zone, which is what a parsed date would assume). Null for a date that is none
 * (a camera's "unknown" 0000:00:00 00:00:00, a 13th month, a 25th hour) rather than a rolled-over one.
 */
export function exifDate(raw: unknown, offset: unknown): string | null {
  const parts = typeof raw === 'string' ? /^(\d{4}):(\d{2}):(\d{2}) (([01]\d|2[0-3]):[0-5]\d:[0-5]\d)/.exec(raw) : null;
  if (!parts || !isCalendarDay(`${parts[1]}-${parts[2]}-${parts[3]}`)) return null;
  const local = `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}`;
  const zoned = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset);
  return iso(zoned ? new Date(`${local}${offset}`) : fromMexicoCityTime(local));
}

/** Seconds between 1904-01-01 (QuickTime's epoch) and 1970-01-01. */
const MAC_EPOCH_OFFSET = 2_082_844_800;

/**
 * How many top-level boxes an MP4's walk looks at before giving up. A phone's video has a handful (ftyp, moov, mdat,
 * perhaps free/wide/uuid), so its `moov` is well within; a file of millions of tiny boxes would otherwise cost one
 * file read each, tying up the thread pool. A file past the bound simply has no dates.
 */
export const MP4_MAX_BOXES = 64;

/** The creation and modification times of an MP4 (its `moov/mvhd` box), read without loading the file. */
async function mp4Times(file: string): Promise<{ created: string | null; modified: string | null }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    for (let boxes = 0; boxes < MP4_MAX_BOXES && offset + 8 <= size; boxes++) {
      await handle.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8) break;
      if (type === 'moov') {
        const moov = Buffer.alloc(Math.min(boxSize, 8 * 1024 * 1024));
        await handle.read(moov, 0, moov.length, offset);
        const at = moov.indexOf('mvhd', 0, 'latin1');
        if (at < 0) break;
        const version = moov.readUInt8(at + 4);
        const read = (pos: number) => (version === 1 ? Number(moov.readBigUInt64BE(pos)) : moov.readUInt32BE(pos));
        const [c, m] = version === 1 ? [read(at + 8), read(at + 16)] : [read(at + 8), read(at + 12)];
        const date = (s: number) => (s > 0 ? new Date((s - MAC_EPOCH_OFFSET) * 1000).toISOString() : null);
        return { created: date(c), modified: date(m) };
      }
      offset += boxSize;
    }
  } finally {
    await handle.close();
  }
  return { created: null, modified: null };
}

/**
 * What the records screen's metadata modal shows (spec §3): createDate / modifyDate and the size for images,
 * mediaCreateDate / mediaModifyDate for videos. Unreadable metadata is simply absent.
 */
export async function readMediaMetadata(file: string, type: MediaType): Promise<Record<string, unknown>> {
  if (type === 'image/jpeg' || type === 'image/png') {
    const [exif, size] = await Promise.all([
      exifr
        .parse(file, {
          pick: [
            'CreateDate',
            'ModifyDate',
            'DateTimeOriginal',
            'OffsetTime',
            'OffsetTimeOriginal',
            'OffsetTimeDigitized',
          ],
          reviveValues: false,
        })
        .catch(() => null),
      imageSizeFromFile(file).catch(() => null),
    ]);
    return {
      createDate:
        exifDate(exif?.CreateDate, exif?.OffsetTimeDigitized) ??
        exifDate(exif?.DateTimeOriginal, exif?.OffsetTimeOriginal),
      modifyDate: exifDate(exif?.ModifyDate, exif?.OffsetTime),
      imageWidth: size?.width ?? null,
      imageHeight: size?.height ?? null,
    };
  }
  if (type === 'video/mp4') {
    const times = await mp4Times(file).catch(() => ({ created: null, modified: null }));
    return { mediaCreateDate: times.created, mediaModifyDate: times.modified };
  }
  return {};
}
