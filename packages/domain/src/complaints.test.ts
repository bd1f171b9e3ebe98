import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_TRANSITIONS,
  complaintCounts,
  complaintDatesDiffer,
  complaintMediaDate,
  filterComplaints,
} from './index.ts';

const list = [
  { id: 7, category_id: 1, category_name: 'Movilidad', status: 'no atendida' as const, date: '2025-03-01T18:00:00Z' },
  {
    id: 12,
    category_id: 2,
    category_name: 'Protección civil',
    status: 'atendida' as const,
    date: '2025-03-02T18:00:00Z',
  },
  { id: 3, category_id: 1, category_name: 'Movilidad', status: 'en proceso' as const, date: '2025-02-27T18:00:00Z' },
];

describe('complaints', () => {
  it('allows only the §4 transitions', () => {
    expect(COMPLAINT_TRANSITIONS).toEqual({
      'no atendida': ['en proceso', 'atendida'],
      'en proceso': ['atendida'],
      atendida: [],
    });
  });

  it('filters by folio, category name (accents ignored) and date text, newest first by default', () => {
    expect(filterComplaints(list, {}).map((c) => c.id)).toEqual([12, 7, 3]);
    expect(filterComplaints(list, { order: 'asc' }).map((c) => c.id)).toEqual([3, 7, 12]);
    expect(filterComplaints(list, { search: 'F-12' }).map((c) => c.id)).toEqual([12]);
    expect(filterComplaints(list, { search: 'proteccion' }).map((c) => c.id)).toEqual([12]);
    expect(filterComplaints(list, { search: '01/03/2025' }).map((c) => c.id)).toEqual([7]);
    expect(filterComplaints(list, { category_id: 1, status: 'en proceso' }).map((c) => c.id)).toEqual([3]);
    expect(complaintCounts(list)).toEqual({ Todos: 3, 'no atendida': 1, 'en proceso': 1, atendida: 1 });
  });

  it('lists the complaint whose folio is searched first, then the others in the chosen order', () => {
    const more = [
      ...list,
      { id: 112, category_id: 1, category_name: 'Agua', status: 'atendida' as const, date: '2025-03-05T15:00:00Z' },
      { id: 120, category_id: 1, category_name: 'Agua', status: 'atendida' as const, date: '2025-02-01T15:00:00Z' },
    ];
    // '12' is also in 112, 120 and in the 12:00 pm of 7, 12 and 3.
    expect(filterComplaints(more, { search: '12' }).map((c) => c.id)).toEqual([12, 112, 7, 3, 120]);
    expect(filterComplaints(more, { search: '12', order: 'asc' }).map((c) => c.id)).toEqual([12, 120, 3, 7, 112]);
    expect(filterComplaints(more, { search: 'f-12' }).map((c) => c.id)).toEqual([12, 120]);
  });

  it('shows a video’s date 5 hours behind its UTC header, an image’s in Mexico City time', () => {
    expect(complaintMediaDate('video/mp4', { mediaCreateDate: '2025-03-01T20:00:00.000Z' })).toBe(
      '01/03/2025 03:00 pm',
    );
    expect(complaintMediaDate('image/jpeg', { createDate: '2025-03-01T20:00:00.000Z' })).toBe('01/03/2025 02:00 pm');
    expect(complaintMediaDate('image/jpeg', { createDate: null })).toBeNull();
  });

  it('warns when the media was made on another day than the report', () => {
    const report = { date: '2025-03-01T20:00:00Z', file_type: 'image/jpeg' };
    expect(complaintDatesDiffer({ ...report, media_metadata: { createDate: '2025-03-01T19:40:00Z' } })).toBe(false);
    expect(complaintDatesDiffer({ ...report, media_metadata: { createDate: '2025-02-26T19:40:00Z' } })).toBe(true);
    expect(complaintDatesDiffer({ ...report, media_metadata: null })).toBe(false);
  });
});
