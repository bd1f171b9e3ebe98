import { describe, expect, it } from 'vitest';
import { exportedMediaDate, formatExportDate } from './dates.ts';

describe('exportedMediaDate', () => {
  const at = '2025-03-01T12:00:00.000Z';

  it('shifts a video date back by 6 hours (spec §9, records area)', () => {
    const date = exportedMediaDate('video/mp4', { mediaCreateDate: at, createDate: '2020-01-01T00:00:00Z' });
    expect(date?.toISOString()).toBe('2025-03-01T06:00:00.000Z');
    expect(formatExportDate(date)).toBe('01/03/2025 12:00 AM');
  });

  it("keeps an image's date as it is", () => {
    expect(exportedMediaDate('image/jpeg', { createDate: at, mediaCreateDate: '2020-01-01T00:00:00Z' })).toEqual(
      new Date(at),
    );
  });

  it('gives null without media, metadata or a readable date', () => {
    expect(exportedMediaDate(null, { createDate: at })).toBeNull();
    expect(exportedMediaDate('video/mp4', null)).toBeNull();
    expect(exportedMediaDate('video/mp4', { createDate: at })).toBeNull();
    expect(exportedMediaDate('image/jpeg', { createDate: 'no es fecha' })).toBeNull();
  });
});
