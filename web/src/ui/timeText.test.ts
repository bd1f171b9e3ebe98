import { describe, expect, it } from 'vitest';
import { parseTime, showTime } from './timeText.ts';

describe('times of day in the forms', () => {
  it('shows a stored time on 24 hours, as HH:mm: 10:00, never 10:00 AM', () => {
    expect(showTime('10:00')).toBe('10:00');
    expect(showTime('19:30:00')).toBe('19:30');
    expect(showTime('')).toBe('');
  });

  it('reads what the user types on 24 hours, with or without the colon', () => {
    const typed = { '19:00': '19:00', ' 7:30 ': '07:30', '0730': '07:30', '7.30': '07:30', '7': '07:00', '': '' };
    for (const [text, time] of Object.entries(typed)) expect(parseTime(text)).toBe(time);
  });

  it('refuses what is no time of day', () => {
    for (const text of ['24:00', '12:60', '7 pm', '10:00 AM', '1:5', 'a']) expect(parseTime(text)).toBeNull();
  });
});
