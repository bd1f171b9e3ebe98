import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { alertQueries } from './alertsApi.ts';

afterEach(() => vi.unstubAllGlobals());

describe('alert queries fed by pushes', () => {
  it('read the chat and the active authorities afresh each time a dialog shows them', async () => {
    const fetch = serve([]);
    const client = appClient();
    const dropped = (queryKey: QueryKey) =>
      vi.waitFor(() => expect(client.getQueryCache().find({ queryKey })).toBeUndefined());
    await client.fetchQuery(alertQueries.messages(12));
    await dropped(alertQueries.messages(12).queryKey);
    await client.fetchQuery(alertQueries.activeAuthorities(12));
    await dropped(alertQueries.activeAuthorities(12).queryKey);
    await client.fetchQuery(alertQueries.messages(12));
    expect(askedPaths(fetch)).toEqual([
      '/api/messages/12',
      '/authorities/active/list/?alert_id=12',
      '/api/messages/12',
    ]);
  });
});
