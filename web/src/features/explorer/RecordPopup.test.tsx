import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RecordDetails } from './explorerData.ts';
import { detailsQuery } from './explorerQueries.ts';
import { RecordPopup } from './RecordPopup.tsx';

const record = (fileType: string | null): RecordDetails => ({
  id: 5,
  nombre: 'Cenote',
  descripcion: 'Agua clara',
  proyecto_nombre: 'Cenotes del Sur',
  cat_principal_nombre: 'Oportunidad',
  cat_secundaria_nombre: 'Agua',
  tipo_nombre: 'Punto',
  fecha_levantamiento: '2024-05-01T10:00:00Z',
  media_folder: fileType ? 'registros/5/archivo' : null,
  file_type: fileType,
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-99.2, 19.4] } }],
});

/** The popup's first render (its details already cached): the media has not loaded yet. */
function popupWidthOf(fileType: string | null): string | undefined {
  const client = new QueryClient();
  client.setQueryData(detailsQuery(false, 5).queryKey, record(fileType));
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RecordPopup id={5} staff={false} anchor={[400, 300]} mapSize={{ width: 1200, height: 800 }} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return html.match(/class="explorer-popup[^"]*"[^>]*style="[^"]*?\bwidth:(\d+px)/)?.[1];
}

describe('the record popup width (spec §9)', () => {
  it('is 300 px for audio and for a record without media', () => {
    expect(popupWidthOf('audio/mpeg')).toBe('300px');
    expect(popupWidthOf(null)).toBe('300px');
  });

  it('starts at 300 px for an image or a video, whose orientation is known only once it loads', () => {
    expect(popupWidthOf('image/jpeg')).toBe('300px');
    expect(popupWidthOf('video/mp4')).toBe('300px');
  });
});
