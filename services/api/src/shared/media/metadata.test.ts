import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tinyMp4 } from '@ppd/client/sample-media';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exifDate, MP4_MAX_BOXES, readMediaMetadata } from './metadata.ts';

/** Every read of a file the metadata reader opens, counted. */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      const read = handle.read.bind(handle) as (...a: unknown[]) => unknown;
      handle.read = ((...a: unknown[]) => {
        reads.count++;
        return read(...a);
      }) as typeof handle.read;
      return handle;
    },
  };
});

describe('an EXIF date', () => {
  it('is read in Mexico City time, or with the offset the camera wrote', () => {
    expect(exifDate('2024:05:20 10:15:00', undefined)).toBe('2024-05-20T16:15:00.000Z');
    expect(exifDate('2024:05:20 10:15:00', '+02:00')).toBe('2024-05-20T08:15:00.000Z');
  });

  it.each([
    '0000:00:00 00:00:00',
    '2024:13:01 10:00:00',
    '2024:00:10 10:00:00',
    '2024:02:30 10:00:00',
    '2024:01:00 10:00:00',
    '2024:01:01 24:00:00',
    '2024:01:01 10:60:00',
    '2024:01:01 10:00:60',
    '    :  :     :  :  ',
  ])('is not available (null) for %j, not a rolled-over date', (raw) => {
    expect(exifDate(raw, undefined)).toBeNull();
  });
});

describe("an MP4's dates", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ppd-mp4-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => {
    reads.count = 0;
  });
  const created = new Date('2025-03-01T12:00:00Z');
  /** `tinyMp4`'s ftyp, then `free` 8-byte boxes, then its moov. */
  const withFreeBoxes = (count: number) => {
    const mp4 = tinyMp4(created);
    const ftypSize = mp4.readUInt32BE(0);
    const free = Buffer.alloc(8 * count);
    for (let i = 0; i < count; i++) {
      free.writeUInt32BE(8, i * 8);
      free.write('free', i * 8 + 4, 'latin1');
    }
    const file = path.join(dir, `free-${count}.mp4`);
    writeFileSync(file, Buffer.concat([mp4.subarray(0, ftypSize), free, mp4.subarray(ftypSize)]));
    return file;
  };

  it('are read from a normal MP4, and from one with a few boxes before its moov', async () => {
    for (const file of [withFreeBoxes(0), withFreeBoxes(10)]) {
      expect(await readMediaMetadata(file, 'video/mp4')).toEqual({
        mediaCreateDate: '2025-03-01T12:00:00.000Z',
        mediaModifyDate: '2025-03-01T12:01:00.000Z',
      });
    }
  });

  it('are not available once the walk has looked at its bound of boxes, after as many reads', async () => {
    const metadata = await readMediaMetadata(withFreeBoxes(10_000), 'video/mp4');
    expect(metadata).toEqual({ mediaCreateDate: null, mediaModifyDate: null });
    expect(reads.count).toBe(MP4_MAX_BOXES);
  });
});
