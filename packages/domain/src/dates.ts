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

export function formatExportDate(value: DateInput | null | undefined): string {
  return value == null ? '' : dayjs(value).tz(TIME_ZONE).format(EXPORT_DATE_FORMAT);
}

/** A wall-clock time without a zone ('YYYY-MM-DDTHH:mm:ss') read as Mexico City time. */
export function fromMexicoCityTime(text: string): Date {
  return dayjs.tz(text, TIME_ZONE).toDate();
}

/** Spec §9: in the records area, exported video dates are shifted back by 6 hours. */
export const RECORDS_VIDEO_EXPORT_SHIFT_HOURS = 6;

const HOUR_MS = 3_600_000;

/**
 * The capture date a records export prints for a record's media: a video's mediaCreateDate shifted back
 * RECORDS_VIDEO_EXPORT_SHIFT_HOURS, another file's createDate as is; null without media or a readable date.
 */
export function exportedMediaDate(
  fileType: string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): Date | null {
  if (!fileType) return null;
  const video = fileType.startsWith('video/');
  const value = metadata?.[video ? 'mediaCreateDate' : 'createDate'];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return video ? new Date(date.getTime() - RECORDS_VIDEO_EXPORT_SHIFT_HOURS * HOUR_MS) : date;
}
