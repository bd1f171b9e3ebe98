import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../constants.ts';
import { isRecordDate } from './records.ts';

describe('a record’s fecha', () => {
  it('takes the date a browser writes in es-MX, with a.m. or p.m. after a narrow no-break space', () => {
    const written = new Date(Date.UTC(2026, 10, 27, 23, 59, 24)).toLocaleString('es-MX', { timeZone: TIME_ZONE });
    expect(written).toMatch(/p\.\s?m\./);
    expect(isRecordDate(written)).toBe(true);
    expect(isRecordDate('27/11/2026, 5:59:24\u202fa.m.')).toBe(true);
    expect(isRecordDate('20/5/2025, 10:15:00')).toBe(true);
    expect(isRecordDate('2025-05-20T10:15:00Z')).toBe(true);
  });

  it('refuses free text and days that do not exist', () => {
    for (const text of ['yesterday', '2025-02-30', '30/2/2025', '27/11/2026, 25:00', '27/11/2026 x.m.']) {
      expect(isRecordDate(text), text).toBe(false);
    }
  });
});
