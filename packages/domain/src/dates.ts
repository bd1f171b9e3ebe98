import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT, EXPORT_DATE_FORMAT, TIME_ZONE } from './constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

type DateInput = Date | string | number;

/** Shows a stored instant as the spec does: Mexico City time, `DD/MM/YYYY hh:mm a`. */
export function formatDate(value: DateInput | null | undefined): string {
  return value == null ? '' : dayjs(value).tz(TIME_ZONE).format(DATE_FORMAT);
}

/** A stored instant's day in Mexico City, `DD/MM/YYYY`. */
export function formatDay(value: DateInput): string {
  return dayjs(value).tz(TIME_ZONE).format('DD/MM/YYYY');
}

export function formatExportDate(value: DateInput | null | undefined): string {
  return value == null ? '' : dayjs(value).tz(TIME_ZONE).format(EXPORT_DATE_FORMAT);
}

const mexicoCityClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** An instant on Mexico City's wall clock, each part two digits (the year four, the hour 00–23). */
export function mexicoCityWallClock(value: Date): WallClock {
  return Object.fromEntries(mexicoCityClock.formatToParts(value).map((part) => [part.type, part.value])) as WallClock;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Each UTC day's offset, or null for a day when the offset changed (an old summer time starting or ending). */
const offsets = new Map<number, number | null>();

/** The offset at a whole second: the wall clock read as UTC, less the instant. */
function offsetAt(ms: number): number {
  const p = mexicoCityWallClock(new Date(ms));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - ms;
}

/**
 * Mexico City's offset from UTC at an instant, in ms, asked of Intl twice per UTC day (its first and last second
 * agree but on the few days a summer time began or ended, which fall on the hour): Intl's formatToParts costs
 * ~20 µs, most of a 10,000-record page.
 */
function mexicoCityOffset(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let offset = offsets.get(day);
  if (offset === undefined) {
    const first = offsetAt(day * DAY_MS);
    offset = first === offsetAt((day + 1) * DAY_MS - 1000) ? first : null;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(day, offset);
  }
  return offset ?? offsetAt(Math.floor(ms / HOUR_MS) * HOUR_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * formatExportDate's text (DD/MM/YYYY hh:mm A, Mexico City), hundreds of times faster: dayjs' time-zone plugin costs
 * ~170 µs a call, which was most of a 100,000-record export. dates.test.ts holds it equal to formatExportDate.
 */
export function exportDate(value: Date): string {
  const ms = value.getTime();
  if (Number.isNaN(ms)) return formatExportDate(value);
  const local = new Date(ms + mexicoCityOffset(ms));
  const hour = local.getUTCHours();
  const date = `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
  return `${date} ${two(hour % 12 || 12)}:${two(local.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A wall-clock time without a zone ('YYYY-MM-DDTHH:mm:ss') read as Mexico City time. */
export function fromMexicoCityTime(text: string): Date {
  return dayjs.tz(text, TIME_ZONE).toDate();
}

/**
 * Spec §9: in the records area, exported video dates are shifted back by 6 hours. A video's dates are read from
 * its MP4 header, which holds UTC, so the shift is the conversion to the field's clock: a fixed UTC−6, not the
 * time zone again (that would put the video 12 hours behind).
 */
export const RECORDS_VIDEO_EXPORT_OFFSET_MINUTES = -6 * 60;

/**
 * The capture date a records export prints for a record's media: a video's mediaCreateDate at UTC−6, another
 * file's createDate in Mexico City time; '' without media or a readable date.
 */
export function exportedMediaDate(
  fileType: string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): string {
  if (!fileType) return '';
  const video = fileType.startsWith('video/');
  const value = metadata?.[video ? 'mediaCreateDate' : 'createDate'];
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return video
    ? date.utcOffset(RECORDS_VIDEO_EXPORT_OFFSET_MINUTES).format(EXPORT_DATE_FORMAT)
    : formatExportDate(value);
}

/** "hace 5 min", "hace 3 h", "hace 2 días": how long ago `then` was, by the server's clock `now`. */
export function timeSince(then: string | null, now: string, never: string): string {
  if (!then) return never;
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(then)) / 60_000));
  if (minutes < 1) return 'hace menos de 1 min';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
