import { describe, expect, it } from 'vitest';
import { exportDate, exportedMediaDate, formatExportDate, timeSince } from './dates.ts';

describe('exportedMediaDate', () => {
  it("prints a video's UTC date 6 hours back (spec §9, records area), whatever the season", () => {
    expect(exportedMediaDate('video/mp4', { mediaCreateDate: '2025-03-01T18:00:00.000Z' })).toBe('01/03/2025 12:00 PM');
    // Mexico City kept summer time until 2022: the video still moves 6 hours, not 5.
    expect(exportedMediaDate('video/mp4', { mediaCreateDate: '2021-07-01T18:00:00.000Z' })).toBe('01/07/2021 12:00 PM');
  });

  it("prints another file's createDate in Mexico City time", () => {
    const metadata = { createDate: '2021-07-01T18:00:00.000Z', mediaCreateDate: '2020-01-01T00:00:00Z' };
    expect(exportedMediaDate('image/jpeg', metadata)).toBe('01/07/2021 01:00 PM');
  });

  it('gives nothing without media, metadata or a readable date', () => {
    expect(exportedMediaDate(null, { createDate: '2025-03-01T18:00:00Z' })).toBe('');
    expect(exportedMediaDate('video/mp4', null)).toBe('');
    expect(exportedMediaDate('video/mp4', { createDate: '2025-03-01T18:00:00Z' })).toBe('');
    expect(exportedMediaDate('image/jpeg', { createDate: 'no es fecha' })).toBe('');
  });
});

describe('exportDate', () => {
  it('writes what formatExportDate writes, around midnight, noon and old DST changes', () => {
    const starts = ['2025-05-20T05:59:00Z', '2025-05-20T06:00:00Z', '2025-05-20T18:30:00Z', '2021-04-04T07:00:00Z'];
    for (const start of starts) {
      for (let m = -90; m <= 90; m += 7) {
        const date = new Date(new Date(start).getTime() + m * 60_000);
        expect(exportDate(date)).toBe(formatExportDate(date));
      }
    }
  });

  it('writes what formatExportDate writes every 3 days, 7 hours and 13 minutes from 1900 to 2040', () => {
    const step = ((3 * 24 + 7) * 60 + 13) * 60_000;
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2040, 0, 1); ms += step) {
      const date = new Date(ms);
      if (exportDate(date) !== formatExportDate(date))
        expect(exportDate(date), date.toISOString()).toBe(formatExportDate(date));
    }
  }, 60_000);
});

describe('time since the last connection', () => {
  const now = '2025-05-26T12:00:00Z';
  it('reads in minutes, hours and days, and says when there is none', () => {
    expect(timeSince('2025-05-26T11:59:40Z', now, 'nunca')).toBe('hace menos de 1 min');
    expect(timeSince('2025-05-26T11:15:00Z', now, 'nunca')).toBe('hace 45 min');
    expect(timeSince('2025-05-26T09:00:00Z', now, 'nunca')).toBe('hace 3 h');
    expect(timeSince('2025-05-25T09:00:00Z', now, 'nunca')).toBe('hace 1 día');
    expect(timeSince('2025-05-20T12:00:00Z', now, 'nunca')).toBe('hace 6 días');
    expect(timeSince(null, now, 'nunca')).toBe('nunca');
  });
});
