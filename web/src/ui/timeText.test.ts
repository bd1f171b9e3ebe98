import { describe, expect, it } from 'vitest';
import { parseTime, showTime } from './timeText.ts';

describe('times of day in the forms', () => {
  it('shows a stored time on 24 hours, as HH:mm: 10:00, never 10:00 AM', () => {
    expect(showTime('10:00')).toBe('10:00');
    expect(showTime('19:30:00')).toBe('19:30');
    expect(showTime('')).toBe('');
  });

  it('reads what the user types on 24 hours, with or without the colon', () => {
    expect(parseTime('19:00')).toBe('19:00');
    expect(parseTime(' 7:30 ')).toBe('07:30');
    expect(parseTime('0730')).toBe('07:30');
    expect(parseTime('7.30')).toBe('07:30');
    expect(parseTime('7')).toBe('07:00');
    expect(parseTime('')).toBe('');
  });

  it('refuses what is no time of day', () => {
    for (const text of ['24:00', '12:60', '7 pm', '10:00 AM', '1:5', 'a']) expect(parseTime(text)).toBeNull();
  });
});
