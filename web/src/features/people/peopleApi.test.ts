import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { alertQueries } from '../alerts/index.ts';
import { authoritiesQuery, gestoresQuery, peopleApi, peopleKeys } from './peopleApi.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page where a clicked download link only notes the name it saves under. */
function savedFiles(): string[] {
  const saved: string[] = [];
  const link = { click: () => saved.push(link.download), remove: () => {}, download: '', href: '', rel: '' };
  vi.stubGlobal('document', { createElement: () => link, body: { append: () => {} } });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:workbook');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  return saved;
}

describe('people lists', () => {
  it('cache Monitores and Gestores under people, fetched again after a change', async () => {
    const fetch = serve([]);
    const client = appClient();
    await client.fetchQuery(authoritiesQuery);
    await client.fetchQuery(gestoresQuery);
    await client.fetchQuery(authoritiesQuery);
    expect(askedPaths(fetch)).toEqual(['/authorities', '/monitors']);
    const shown = new QueryObserver(client, authoritiesQuery);
    const stop = shown.subscribe(() => {});
    await client.invalidateQueries({ queryKey: peopleKeys.authorities });
    expect(askedPaths(fetch)).toEqual(['/authorities', '/monitors', '/authorities']);
    stop();
  });

  it("keep an authority's alerts only while they are shown (pushes reach them only then)", async () => {
    serve([]);
    const client = appClient();
    const query = alertQueries.ofAuthority(4);
    expect(query.queryKey).toEqual(['alerts', 'authority', 4]);
    const stop = new QueryObserver(client, query).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(query.queryKey)).toEqual([]));
    stop();
    await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: query.queryKey })).toBeUndefined());
  });

  it("save a person's workbook under its kind's name, read as a file from its export route", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(new Blob(['PK'])));
    vi.stubGlobal('fetch', fetch);
    const saved = savedFiles();
    await peopleApi.download('authorities', 7);
    await peopleApi.download('gestores', 8);
    expect(askedPaths(fetch)).toEqual(['/authorities/7/export', '/monitors/8/export']);
    expect(saved).toEqual(['Autoridad.xlsx', 'Monitorista.xlsx']);
  });
});
