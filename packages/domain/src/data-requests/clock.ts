import type { ClockState } from '../clocks/rules.ts';
import { addWorkingDays, workingDaysBetween } from '../working-days.ts';

/** LGPDPPSO: a data request is answered within 20 business days, counted from the day after it is received. */
export const DATA_REQUEST_TERM_DAYS = 20;
/** From this many business days left a request shows amber: about to fall due. */
export const DUE_SOON_DAYS = 5;

export const dataRequestDueOn = (receivedOn: string) => addWorkingDays(receivedOn, DATA_REQUEST_TERM_DAYS);

/** How an open request stands on `today`: business days left to its due day (negative once past) and its colour. */
export function dataRequestClock(dueOn: string, today: string): { days_left: number; state: ClockState } {
  const daysLeft = workingDaysBetween(today, dueOn);
  const state = daysLeft < 0 ? 'red' : daysLeft <= DUE_SOON_DAYS ? 'amber' : 'normal';
  return { days_left: daysLeft, state };
}
