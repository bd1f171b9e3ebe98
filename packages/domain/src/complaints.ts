import dayjs from 'dayjs';
import { COMPLAINT_STATUSES, type ComplaintStatus, DATE_FORMAT, TIME_ZONE } from './constants.ts';

/**
 * Spec: the list is searched by date text (as shown), id ('F-12' or '12') or category name, ignoring case and
 * accents. The search and the texts it is looked for in are compared folded: lower case, accents dropped.
 */
export const foldSearch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const complaintStatusLabel = (s: ComplaintStatus) => COMPLAINT_STATUSES[s];

/**
 * Spec §9: the complaints screen shows video capture dates shifted back 5 hours. An MP4 header holds UTC, so the
 * shift is the conversion to the field's clock (UTC−5), not the time zone on top.
 */
export const COMPLAINT_VIDEO_OFFSET_MINUTES = -5 * 60;

/** The capture instant of a complaint's media, or null when its metadata has none. */
export function complaintMediaInstant(
  fileType: string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): dayjs.Dayjs | null {
  if (!fileType || !metadata) return null;
  const video = fileType.startsWith('video/');
  const value = metadata[video ? 'mediaCreateDate' : 'createDate'];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = dayjs(value);
  if (!date.isValid()) return null;
  return video ? date.utcOffset(COMPLAINT_VIDEO_OFFSET_MINUTES) : date.tz(TIME_ZONE);
}

/** The media date as the complaints screen shows it, or null (the screen then says it is not available). */
export function complaintMediaDate(
  fileType: string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): string | null {
  return complaintMediaInstant(fileType, metadata)?.format(DATE_FORMAT) ?? null;
}

/**
 * Whether the report and the media were made on different days. Spec: "a warning when they differ"; a phone
 * records first and uploads minutes later, so comparing to the minute would warn on nearly every complaint: the
 * calendar day (each in the clock it is shown in) is what tells a recycled file.
 */
export function complaintDatesDiffer(c: {
  date: string;
  file_type: string | null;
  media_metadata: Record<string, unknown> | null;
}): boolean {
  const media = complaintMediaInstant(c.file_type, c.media_metadata);
  if (!media) return false;
  return media.format('YYYY-MM-DD') !== dayjs(c.date).tz(TIME_ZONE).format('YYYY-MM-DD');
}
