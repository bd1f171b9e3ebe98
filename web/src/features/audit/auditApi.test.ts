import { type AuditListReply, auditRoutes, pathFor } from '@ppd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { auditQuery } from './auditApi.ts';

afterEach(() => vi.unstubAllGlobals());

const sentBody = (fetch: ReturnType<typeof serve>, call: number) =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));

describe('bitácora query', () => {
  it('leaves an empty bound out of the body and keys each filter apart under people', async () => {
    const fetch = serve({ rows: [], total: 0 });
    const client = appClient();
    const all = auditQuery({ email: 'g@demo.ppd', order: 'desc', desde: '', hasta: '' });
    const ranged = auditQuery({ email: 'g@demo.ppd', order: 'desc', desde: '2026-01-01', hasta: '' });
    expect(all.queryKey[0]).toBe('people');
    expect(all.queryKey).not.toEqual(ranged.queryKey);
    await client.fetchInfiniteQuery(all);
    await client.fetchInfiniteQuery(ranged);
    expect(askedPaths(fetch)).toEqual([pathFor(auditRoutes.list), pathFor(auditRoutes.list)]);
    expect(sentBody(fetch, 0)).toEqual({ email: 'g@demo.ppd', order: 'desc', page: 1, pageSize: 100 });
    expect(sentBody(fetch, 1)).toEqual({
      email: 'g@demo.ppd',
      order: 'desc',
      page: 1,
      pageSize: 100,
      desde: '2026-01-01',
    });
  });

  it('is read again whenever it is shown (the workers add rows after any action)', async () => {
    const fetch = serve({ rows: [] });
    const client = appClient();
    const query = auditQuery({ email: 'g@demo.ppd', order: 'asc', desde: '', hasta: '' });
    await client.fetchInfiniteQuery(query);
    await client.fetchInfiniteQuery(query);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for the next page while the filter has rows not yet held', () => {
    const query = auditQuery({ email: 'g@demo.ppd', order: 'desc', desde: '', hasta: '' });
    const page = (held: number) => ({ rows: new Array(held).fill(null) as AuditListReply['rows'], total: 150 });
    expect(query.getNextPageParam(page(100), [page(100)], 1, [1])).toBe(2);
    expect(query.getNextPageParam(page(50), [page(100), page(50)], 2, [1, 2])).toBeUndefined();
  });
});
