import { describe, expect, it } from 'vitest';
import { showActivitySpan, showActivityTime } from './activityDates.ts';

describe('activity dates as the spec shows them (DD/MM/YYYY hh:mm a)', () => {
  it('shows a date and a 24-hour time as day/month/year and a 12-hour clock, whatever zone this machine is in', () => {
    expect(showActivityTime('2026-11-24', '09:30')).toBe('24/11/2026 09:30 am');
    expect(showActivityTime('2026-11-24', '19:00')).toBe('24/11/2026 07:00 pm');
    expect(showActivityTime('2026-01-01', '00:05')).toBe('01/01/2026 12:05 am');
    expect(showActivityTime('2026-03-08', '12:00:00')).toBe('08/03/2026 12:00 pm');
  });

  it('shows an activity from its start to its end', () => {
    const activity = { fecha: '2026-11-24', hora: '19:00', fecha_final: '2026-11-25', hora_final: '01:30' };
    expect(showActivitySpan(activity)).toBe('24/11/2026 07:00 pm – 25/11/2026 01:30 am');
  });

  it('leaves what is not a date and a time as it came', () => {
    expect(showActivityTime('', '')).toBe('');
    expect(showActivityTime('mañana', '19:00')).toBe('mañana 19:00');
  });
});
