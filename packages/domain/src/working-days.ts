/** Plain days are 'YYYY-MM-DD' texts, read and stepped in UTC so no time zone or summer time moves them. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const two = (n: number) => String(n).padStart(2, '0');

/** The day of the month of a month's n-th Monday (month 1–12). */
function nthMonday(year: number, month: number, n: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((8 - weekday) % 7) + 7 * (n - 1);
}

/** 1 December is a rest day only when a President takes office: every six years from 2024. */
const inaugurationYear = (year: number) => (year - 2024) % 6 === 0;

/**
 * Mexico's mandatory rest days (Ley Federal del Trabajo, art. 74). Election days (fraction IX) are set by each
 * election's law, not by a rule, and are left out.
 */
export function mexicanHolidays(year: number): string[] {
  const day = (month: number, d: number) => `${year}-${two(month)}-${two(d)}`;
  return [
    day(1, 1),
    day(2, nthMonday(year, 2, 1)),
    day(3, nthMonday(year, 3, 3)),
    day(5, 1),
    day(9, 16),
    day(11, nthMonday(year, 11, 3)),
    ...(inaugurationYear(year) ? [day(12, 1)] : []),
    day(12, 25),
  ];
}

export function isWorkingDay(day: string): boolean {
  const weekday = dateOf(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !mexicanHolidays(Number(day.slice(0, 4))).includes(day);
}

const nextDay = (day: string, step = 1) => {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + step);
  return dayOf(date);
};

/** The n-th business day after `day` (`day` itself is not counted: a term starts the day after it is received). */
export function addWorkingDays(day: string, n: number): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = nextDay(current);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/** Business days from `from` to `to`, counting `to` and not `from`; negative when `to` is already past. */
export function workingDaysBetween(from: string, to: string): number {
  if (to < from) return -workingDaysBetween(to, from);
  let count = 0;
  for (let current = from; current < to; ) {
    current = nextDay(current);
    if (isWorkingDay(current)) count += 1;
  }
  return count;
}
