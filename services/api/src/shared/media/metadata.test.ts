import { describe, expect, it } from 'vitest';
import { exifDate } from './metadata.ts';

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
