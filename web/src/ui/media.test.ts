import { messages } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { forMediaKind, mediaDateUnavailable, metadataRows } from './media.tsx';

describe('a record’s media', () => {
  it('shows the metadata dates in Mexico City time and says which are missing', () => {
    const rows = metadataRows('image/jpeg', {
      createDate: '2024-03-15T16:20:30.000Z',
      modifyDate: null,
      imageWidth: 320,
    });
    expect(rows).toEqual([
      ['Fecha de creación', '15/03/2024 10:20 am'],
      ['Fecha de modificación', messages.media.imageDateUnavailable],
      ['Ancho', '320'],
    ]);
    expect(metadataRows('video/mp4', {})).toBeNull();
  });

  it('says for an image, a video or other media that its metadata or its date is unavailable', () => {
    const unavailable = messages.geo.records.metadataUnavailable;
    expect(forMediaKind('image/png', unavailable)).toBe('Los metadatos de la imagen no están disponibles');
    expect(forMediaKind('video/mp4', unavailable)).toBe('Los metadatos del video no están disponibles');
    expect(forMediaKind('audio/mpeg', unavailable)).toBe('Los metadatos del archivo no están disponibles');
    expect(forMediaKind(null, unavailable)).toBe(unavailable.media);
    expect(mediaDateUnavailable('video/quicktime')).toBe('Fecha del video no disponible');
    expect(mediaDateUnavailable('audio/mpeg')).toBe('Fecha de media no disponible');
  });
});
