import { mexicoCityToday } from '../schemas/reports.ts';
import { isWorkingDay } from '../working-days.ts';

/** The phases a response is timed in: an alert's two (from the alert), a complaint's two (from its filing). */
export const ALERT_PHASES = ['assignment', 'attended'] as const;
export const COMPLAINT_PHASES = ['first_answer', 'closing'] as const;
export type AlertPhase = (typeof ALERT_PHASES)[number];
export type ComplaintPhase = (typeof COMPLAINT_PHASES)[number];
export type ResponsePhase = AlertPhase | ComplaintPhase;

/** Level 1: the target passed; level 2: twice the target passed (e-mailed to the administrators too). */
export type BreachLevel = 1 | 2;

/** Defaults: Mexico's 911 norm for alerts (a unit dispatched within 120 s, on site within 10 min). */
export const DEFAULT_ALERT_TARGETS = { assign_target_s: 120, attend_target_s: 600 } as const;
/** Business days (Mexico City, `isWorkingDay`) to a complaint's first answer and to its closing. */
export const DEFAULT_COMPLAINT_TARGETS = { first_answer_days: 3, closing_days: 20 } as const;

/** The share of its target at which a running clock turns amber. */
export const AMBER_AT = 0.75;

export type ClockState = 'normal' | 'amber' | 'red';

export function clockState(elapsed: number, target: number): ClockState {
  if (elapsed > target) return 'red';
  return elapsed >= AMBER_AT * target ? 'amber' : 'normal';
}

/** The phase an alert's running clock times, by its status: none once attended or closed. */
export function alertPhaseOf(status: string): AlertPhase | null {
  if (status === 'ABIERTA') return 'assignment';
  return status === 'ASIGNADA' ? 'attended' : null;
}

/** The phase a complaint's days count toward, by its status: none once attended. */
export function complaintPhaseOf(status: string): ComplaintPhase | null {
  if (status === 'no atendida') return 'first_answer';
  return status === 'en proceso' ? 'closing' : null;
}

/** Seconds as the board's clock writes them: m:ss, or h:mm:ss past an hour. */
export function clockTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/**
 * Whole Mexico City business days (neither weekends nor the LFT's rest days: `isWorkingDay`, the rule the ARCO terms
 * and PostgreSQL's `business_deadline` count by) from `from` to `to`, as the complaints' targets count them: a day is
 * counted once the same time of day has come on it.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  let days = 0;
  const cursor = new Date(from.getTime());
  for (;;) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (cursor > to) return days;
    if (isWorkingDay(mexicoCityToday(cursor))) days++;
  }
}
