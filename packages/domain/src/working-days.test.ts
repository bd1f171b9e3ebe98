import { describe, expect, it } from 'vitest';
import { isWorkingDay, mexicanHolidays } from './working-days.ts';

describe("Mexico's official rest days (LFT art. 74)", () => {
  it('lists 2026 and 2027 with the Mondays the law moves them to', () => {
    expect(mexicanHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
    expect(mexicanHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-05-01',
      '2027-09-16',
      '2027-11-15',
      '2027-12-25',
    ]);
  });

  it('rests on 1 December only in a year a President takes office (2024, 2030…)', () => {
    expect(mexicanHolidays(2024)).toContain('2024-12-01');
    expect(mexicanHolidays(2030)).toContain('2030-12-01');
    expect(mexicanHolidays(2026)).not.toContain('2026-12-01');
    expect(isWorkingDay('2026-12-01')).toBe(true);
  });

  it('takes neither weekends nor holidays as business days, and Holy Week as ordinary days', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(isWorkingDay('2026-11-16')).toBe(false);
    expect(isWorkingDay('2026-04-02')).toBe(true);
    expect(isWorkingDay('2026-11-27')).toBe(true);
  });
});
