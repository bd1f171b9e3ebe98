import { describe, expect, it } from 'vitest';
import { daysBetween } from './reports.ts';

describe('the days of a report', () => {
  it('lists every calendar day of the range, across a month and a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2026-11-26', '2026-11-26')).toEqual(['2026-11-26']);
    expect(daysBetween('2026-11-27', '2026-11-26')).toEqual([]);
  });

  it('ends at the last day of year 9999 instead of running on into year 10000', () => {
    expect(daysBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });
});
