import { describe, expect, it } from 'vitest';
import { addWorkingDays, workingDaysBetween } from '../working-days.ts';
import { dataRequestClock, dataRequestDueOn } from './clock.ts';
import { dataRequestTexts } from './texts.ts';

describe('the 20-business-day term of a data request', () => {
  it.each([
    ['a plain month', '2026-05-02', '2026-05-29'],
    ['over the third Monday of March', '2026-03-06', '2026-04-06'],
    ['over the third Monday of November', '2026-11-06', '2026-12-07'],
    ['over Christmas', '2026-11-27', '2026-12-28'],
    ['over Christmas and New Year', '2026-12-15', '2027-01-14'],
    ['over the first Monday of February', '2027-01-20', '2027-02-18'],
  ])('falls due on the right day %s', (_, received, due) => {
    expect(dataRequestDueOn(received)).toBe(due);
  });

  it('counts business days left, negative once the due day is past', () => {
    expect(workingDaysBetween('2026-11-27', '2026-12-28')).toBe(20);
    expect(workingDaysBetween('2026-12-28', '2026-12-24')).toBe(-1);
    expect(workingDaysBetween('2026-12-28', '2026-12-28')).toBe(0);
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28');
  });

  it('is on time, then due soon from five days left, then overdue', () => {
    expect(dataRequestClock('2026-12-28', '2026-11-27')).toEqual({ days_left: 20, state: 'normal' });
    expect(dataRequestClock('2026-12-28', '2026-12-18')).toEqual({ days_left: 5, state: 'amber' });
    expect(dataRequestClock('2026-12-28', '2026-12-28')).toEqual({ days_left: 0, state: 'amber' });
    expect(dataRequestClock('2026-12-28', '2026-12-29')).toEqual({ days_left: -1, state: 'red' });
  });
});

describe('the term as the screen says it', () => {
  it('names the due day, the business days left or past, and the state in words', () => {
    expect(dataRequestTexts.due('28/12/2026', 20, 'normal')).toBe('Vence el 28/12/2026 (20 días hábiles) — en plazo');
    expect(dataRequestTexts.due('28/12/2026', 1, 'amber')).toBe('Vence el 28/12/2026 (1 día hábil) — por vencer');
    expect(dataRequestTexts.due('28/12/2026', 0, 'amber')).toBe('Vence hoy, 28/12/2026 — por vencer');
    expect(dataRequestTexts.due('28/12/2026', -3, 'red')).toBe('Venció el 28/12/2026 (hace 3 días hábiles) — vencida');
  });
});
