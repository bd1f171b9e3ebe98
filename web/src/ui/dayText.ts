/**
 * A calendar day as the forms hold it (`YYYY-MM-DD`, what the API reads as a Mexico City day) and as the user
 * reads and types it (`DD/MM/YYYY`).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day of a local Date as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local Date at noon (no time zone shift moves it to another day), or undefined. */
export function dateOfIsoDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `YYYY-MM-DD` shown as `DD/MM/YYYY` ('' for no day). */
export function showDay(value: string): string {
  const date = dateOfIsoDay(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}` : '';
}

/** What the user typed (`D/M/YYYY`, with / - or . between) as `YYYY-MM-DD`; '' when blank, null when no real day. */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const date = validDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? isoDay(date) : null;
}

function validDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day, 12);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same ? date : undefined;
}
