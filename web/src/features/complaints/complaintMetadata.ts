import { complaintMediaDate } from '@ppd/domain';
import type { MetadataDateFormat } from '../../ui/index.ts';

/**
 * A complaint's metadata dates read as the detail reads its media date (spec §9: a video's shifted back 5 hours,
 * another file's in Mexico City time), so the metadata modal and the detail tell the same capture time. The value is
 * handed to the detail's own rule under both keys it reads: the file type picks which.
 */
export const complaintMetadataDate =
  (fileType: string | null): MetadataDateFormat =>
  (value) =>
    complaintMediaDate(fileType, { createDate: value, mediaCreateDate: value });
