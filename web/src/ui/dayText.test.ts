import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, isoDay, parseDay, showDay } from './dayText.ts';

describe('calendar days in the forms', () => {
  it('shows a stored day as DD/MM/YYYY', () => {
    expect(showDay('2026-03-07')).toBe('07/03/2026');
    expect(showDay('')).toBe('');
    expect(showDay('2026-02-30')).toBe('');
  });

  it('reads what the user types, day first', () => {
    for (const text of ['07/03/2026', ' 7/3/2026 ', '7-3-2026']) expect(parseDay(text)).toBe('2026-03-07');
    expect(parseDay('')).toBe('');
    for (const text of ['31/02/2026', '03/07', '2026-03-07']) expect(parseDay(text)).toBeNull();
  });

  it('keeps the day of a picked date whatever its time', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(dateOfIsoDay('2024-02-29')!)).toBe('2024-02-29');
    expect(dateOfIsoDay('2023-02-29')).toBeUndefined();
  });
});
