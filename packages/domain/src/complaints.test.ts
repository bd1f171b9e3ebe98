import { describe, expect, it } from 'vitest';
import { COMPLAINT_TRANSITIONS, complaintDatesDiffer, complaintMediaDate, foldSearch } from './index.ts';

describe('complaints', () => {
  it('allows only the §4 transitions', () => {
    expect(COMPLAINT_TRANSITIONS).toEqual({
      'no atendida': ['en proceso', 'atendida'],
      'en proceso': ['atendida'],
      atendida: [],
    });
  });

  it('folds a search and the texts it looks in alike: case and accents aside', () => {
    expect(foldSearch('Protección Civil')).toBe('proteccion civil');
    expect(foldSearch('ÁRBOL caído')).toBe(foldSearch('arbol CAIDO'));
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
