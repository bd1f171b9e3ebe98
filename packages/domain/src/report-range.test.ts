import { describe, expect, it } from 'vitest';
import { defaultReportRange, mexicoCityToday } from './schemas/reports.ts';

describe('the reports’ default range', () => {
  it('turns the day at Mexico City’s midnight, with the summer time it kept until 2022', () => {
    expect(mexicoCityToday(new Date('2025-03-02T05:59:59Z'))).toBe('2025-03-01');
    expect(mexicoCityToday(new Date('2025-03-02T06:00:00Z'))).toBe('2025-03-02');
    expect(mexicoCityToday(new Date('2021-07-02T04:59:59Z'))).toBe('2021-07-01');
    expect(mexicoCityToday(new Date('2021-07-02T05:00:00Z'))).toBe('2021-07-02');
    expect(mexicoCityToday(new Date('2024-12-31T23:00:00Z'))).toBe('2024-12-31');
    expect(mexicoCityToday(new Date('2025-01-01T06:00:00Z'))).toBe('2025-01-01');
  });

  it('is the last 7 days up to today', () => {
    expect(defaultReportRange(new Date('2025-03-02T05:00:00Z'))).toEqual({ desde: '2025-02-23', hasta: '2025-03-01' });
  });
});
