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
