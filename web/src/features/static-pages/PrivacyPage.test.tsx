import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PrivacyPage } from './PrivacyPage.tsx';
import { privacyNoticeQuery } from './privacyNotice.ts';

function pageHtml(notice?: { version: number; text: string; published_at: string }): string {
  const client = new QueryClient();
  if (notice) client.setQueryData(privacyNoticeQuery.queryKey, notice);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath="/privacy">
        <PrivacyPage />
      </Router>
    </QueryClientProvider>,
  );
}

const sectionTitles = (html: string) => [...html.matchAll(/<li><h2>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('/privacy', () => {
  it('shows the version in force that the product keeps, with its publication date', () => {
    const html = pageHtml({
      version: 2,
      text: 'Actualizamos este aviso.\n\n## Datos que recabamos\n\nNombre y correo.\n\n## Conservación\n\nDoce meses.',
      published_at: '2026-12-01T18:00:00.000Z',
    });
    expect(html).toContain('Versión 2 · Última actualización: 1 de diciembre de 2026');
    expect(html).toContain('<p>Actualizamos este aviso.</p>');
    expect(sectionTitles(html)).toEqual(['Datos que recabamos', 'Conservación']);
    expect(html).toContain('<p>Doce meses.</p>');
  });

  it('shows version 1, the notice of 26 May 2025 in ten sections, until the current one has loaded', () => {
    const html = pageHtml();
    expect(html).toContain('Versión 1 · Última actualización: 26 de mayo de 2025');
    expect(sectionTitles(html)).toHaveLength(10);
  });
});
