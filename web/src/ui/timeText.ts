/** A time of day as the forms hold it and show it: 24 hours, `HH:mm` ('19:00'), whatever the browser's locale. */

const pad = (n: number) => String(n).padStart(2, '0');

/** What the user typed ('7:30', '0730', '7.30', '7') as `HH:mm`; '' when blank, null when no time of day. */
export function parseTime(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(trimmed);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** A stored time ('HH:mm', or 'HH:mm:ss' as an older row may have it) as the field shows it. */
export const showTime = (value: string): string => parseTime(value.slice(0, 5)) ?? '';
