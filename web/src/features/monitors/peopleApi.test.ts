import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { alertQueries } from '../alerts/alertsApi.ts';
import { authoritiesQuery, gestoresQuery, peopleKeys } from './peopleApi.ts';

afterEach(() => vi.unstubAllGlobals());

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
});
