import { describe, expect, it } from 'vitest';
import { businessDaysBetween, clockState, clockTime } from './rules.ts';
import { clockLabel, daysLabel } from './texts.ts';

describe('response clocks', () => {
  it('turn amber at 75 % of the target and red only past it', () => {
    expect([0, 89, 90, 120, 121].map((s) => clockState(s, 120))).toEqual(['normal', 'normal', 'amber', 'amber', 'red']);
  });

  it('say the time, the target and the state in words', () => {
    expect(clockLabel(135, 120, 'red')).toBe('2:15 de 2:00 — vencida');
    expect(clockLabel(95, 120, 'amber')).toBe('1:35 de 2:00 — por vencer');
    expect(clockTime(3 * 3600 + 5)).toBe('3:00:05');
    expect(daysLabel(4, 3, 'red')).toBe('4 de 3 días hábiles — vencida');
    expect(daysLabel(0, 1, 'normal')).toBe('0 de 1 día hábil — en tiempo');
  });

  it('count Mexico City business days: a weekend adds none', () => {
    const friday = new Date('2030-01-04T18:00:00Z'); // noon in Mexico City
    expect(businessDaysBetween(friday, new Date('2030-01-07T17:59:00Z'))).toBe(0);
    expect(businessDaysBetween(friday, new Date('2030-01-07T18:00:00Z'))).toBe(1);
    expect(businessDaysBetween(friday, new Date('2030-01-14T18:00:00Z'))).toBe(6);
  });

  it('count neither Christmas nor the LFT rest days moved to a Monday', () => {
    const thursday = new Date('2026-12-24T18:00:00Z');
    expect(businessDaysBetween(thursday, new Date('2026-12-28T18:00:00Z'))).toBe(1);
    const friday = new Date('2026-11-13T18:00:00Z'); // the third Monday of November 2026 is the 16th
    expect(businessDaysBetween(friday, new Date('2026-11-17T18:00:00Z'))).toBe(1);
  });
});
