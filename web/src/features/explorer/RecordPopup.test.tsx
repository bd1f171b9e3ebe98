import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CategoryIcons, categoryIcons } from '../../lib/categoryIcons.ts';
import type { RecordDetails } from './explorerData.ts';
import { detailsQuery } from './explorerQueries.ts';
import { RecordPopup } from './RecordPopup.tsx';

const record = (fileType: string | null): RecordDetails => ({
  id: 5,
  nombre: 'Cenote',
  descripcion: 'Agua clara',
  proyecto_nombre: 'Cenotes del Sur',
  id_cat_principal: 3,
  cat_principal_nombre: 'Oportunidad',
  id_cat_secundaria: 7,
  cat_secundaria_nombre: 'Agua',
  tipo_nombre: 'Punto',
  fecha_levantamiento: '2024-05-01T10:00:00Z',
  media_folder: fileType ? 'registros/5/archivo' : null,
  file_type: fileType,
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-99.2, 19.4] } }],
});

/** The popup's first render (its details already cached): the media has not loaded yet. */
function popupHtml(fileType: string | null, icons?: CategoryIcons): string {
  const client = new QueryClient();
  client.setQueryData(detailsQuery(false, 5).queryKey, record(fileType));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RecordPopup
        id={5}
        staff={false}
        anchor={[400, 300]}
        mapSize={{ width: 1200, height: 800 }}
        {...(icons ? { icons } : {})}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
}

function popupWidthOf(fileType: string | null): string | undefined {
  return popupHtml(fileType).match(/class="explorer-popup[^"]*"[^>]*style="[^"]*?\bwidth:(\d+px)/)?.[1];
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

describe('the record popup’s categories', () => {
  const fact = (html: string, label: string) => html.match(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`))?.[1];

  it('shows each category’s icon before its name, as decoration (alt=""): the name says it', () => {
    const icons = categoryIcons(
      [{ id: 3, nombre: 'Oportunidad', url_image: '/icons/agua.png' }],
      [{ id: 7, nombre: 'Agua', url_image: '/icons/lago.png' }],
    );
    const html = popupHtml(null, icons);
    expect(fact(html, 'Categoría')).toMatch(
      /^<img src="\/icons\/agua.png" alt="" width="20" height="20"[^>]*>Oportunidad$/,
    );
    expect(fact(html, 'Subcategoría')).toMatch(/^<img src="\/icons\/lago.png" alt=""[^>]*>Agua$/);
  });

  it('shows the name alone for a category without an icon', () => {
    const icons = categoryIcons([{ id: 3, nombre: 'Oportunidad', url_image: null }], []);
    const html = popupHtml(null, icons);
    expect(fact(html, 'Categoría')).toBe('Oportunidad');
    expect(fact(html, 'Subcategoría')).toBe('Agua');
  });
});
