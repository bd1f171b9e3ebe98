import { complaintMediaDate, messages } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { metadataRows } from '../../ui/index.ts';
import { complaintMetadataDate } from './complaintMetadata.ts';

const video = { mediaCreateDate: '2024-03-15T16:20:30.000Z', mediaModifyDate: '2024-03-15T16:25:00.000Z' };
const image = { createDate: '2024-03-15T16:20:30.000Z' };
const rowsOf = (fileType: string, metadata: Record<string, unknown>) =>
  metadataRows(fileType, metadata, complaintMetadataDate(fileType));

describe('the metadata modal opened from a complaint', () => {
  it('tells the video capture time the detail shows (spec §9: shifted back 5 hours)', () => {
    const rows = rowsOf('video/mp4', video);
    expect(rows?.[0]).toEqual(['Fecha de creación del video', complaintMediaDate('video/mp4', video)]);
    expect(rows?.slice(0, 2)).toEqual([
      ['Fecha de creación del video', '15/03/2024 11:20 am'],
      ['Fecha de modificación del video', '15/03/2024 11:25 am'],
    ]);
    // The records screen's modal keeps Mexico City time.
    expect(metadataRows('video/mp4', video)?.[0]).toEqual(['Fecha de creación del video', '15/03/2024 10:20 am']);
  });

  it('reads an image in Mexico City time, as the detail does, and says which dates are missing', () => {
    expect(rowsOf('image/jpeg', image)).toEqual([
      ['Fecha de creación', complaintMediaDate('image/jpeg', image)],
      ['Fecha de modificación', messages.media.imageDateUnavailable],
    ]);
    expect(rowsOf('image/jpeg', image)?.[0]?.[1]).toBe('15/03/2024 10:20 am');
    expect(rowsOf('video/mp4', { mediaCreateDate: 'not a date' })?.[0]?.[1]).toBe(messages.media.videoDateUnavailable);
  });
});
