import type { DateRangeFormatFunction } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { CALENDAR_CULTURE, calendarFormats, calendarNow, localizer } from './calendar.ts';

describe('the calendar’s times', () => {
  it('read hh:mm a, as every other date in the product, in the week and day views too', () => {
    const [start, end] = [new Date(2026, 0, 9, 19, 0), new Date(2026, 0, 9, 21, 30)];
    const range = calendarFormats.eventTimeRangeFormat as DateRangeFormatFunction;
    expect(range({ start, end }, CALENDAR_CULTURE, localizer)).toBe('07:00 pm – 09:30 pm');
    expect(localizer.format(start, calendarFormats.timeGutterFormat as string, CALENDAR_CULTURE)).toBe('07:00 pm');
  });
});

describe('the calendar’s today', () => {
  it('is Mexico City’s day and hour, as the activities are drawn, wherever the browser is', () => {
    // 03:00 UTC on the 27th is 21:00 on the 26th in Mexico City.
    const now = calendarNow(new Date('2026-11-27T03:00:00Z'));
    expect([now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours()]).toEqual([2026, 11, 26, 21]);
  });
});

describe('the calendar’s headers', () => {
  const friday = new Date(2026, 10, 27, 10, 0);
  const header = (format: unknown) => localizer.format(friday, format as string, CALENDAR_CULTURE);

  it('put the day before the month, as Spanish does: viernes 27 nov, not viernes nov 27', () => {
    expect(header(calendarFormats.dayHeaderFormat)).toBe('viernes 27 nov');
    expect(header(calendarFormats.agendaDateFormat)).toBe('vie. 27 nov');
    expect(header(calendarFormats.dayFormat)).toBe('vie. 27');
  });

  it('write a week as 22 – 28 nov, and one across two months as 29 nov – 5 dic', () => {
    const range = calendarFormats.dayRangeHeaderFormat as DateRangeFormatFunction;
    expect(range({ start: new Date(2026, 10, 22), end: new Date(2026, 10, 28) }, CALENDAR_CULTURE, localizer)).toBe(
      '22 – 28 nov',
    );
    expect(range({ start: new Date(2026, 10, 29), end: new Date(2026, 11, 5) }, CALENDAR_CULTURE, localizer)).toBe(
      '29 nov – 5 dic',
    );
  });
});
