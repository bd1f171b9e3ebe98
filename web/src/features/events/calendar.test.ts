import type { DateRangeFormatFunction } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { CALENDAR_CULTURE, calendarFormats, localizer } from './calendar.ts';

describe('the calendar’s times', () => {
  it('read hh:mm a, as every other date in the product, in the week and day views too', () => {
    const [start, end] = [new Date(2026, 0, 9, 19, 0), new Date(2026, 0, 9, 21, 30)];
    const range = calendarFormats.eventTimeRangeFormat as DateRangeFormatFunction;
    expect(range({ start, end }, CALENDAR_CULTURE, localizer)).toBe('07:00 pm – 09:30 pm');
    expect(localizer.format(start, calendarFormats.timeGutterFormat as string, CALENDAR_CULTURE)).toBe('07:00 pm');
  });
});
