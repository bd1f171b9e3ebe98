import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/queryClient.ts';
import { appClient, serve } from '../../lib/testQueries.ts';
import { deleteRecord, type RecordPage, recordKeys } from './recordsApi.ts';
import { PAGE_SIZE, recordListQuery } from './useRecordList.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const filter = { search: 'bosque', id_proyecto: -1, order: 'asc' as const };

describe('records list', () => {
  it('asks page after page until it holds every record the filter matches', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { page } = JSON.parse(String(init?.body)) as { page: number };
      const count = page === 1 ? PAGE_SIZE : 50;
      const reply: Partial<RecordPage> = {
        levantamientos: Array.from({ length: count }, (_, i) => ({ id: page * 1000 + i }) as never),
        total: PAGE_SIZE + 50,
        page,
      };
      return Response.json(reply);
    });
    vi.stubGlobal('fetch', fetch);
    const client = appClient();
    const query = recordListQuery(filter);
    expect(query.queryKey).toEqual(['records', 'list', filter]);
    const data = await client.fetchInfiniteQuery({ ...query, pages: 3 });
    expect(data.pages.map((p) => p.levantamientos.length)).toEqual([PAGE_SIZE, 50]);
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { ...filter, page: 1, pageSize: PAGE_SIZE },
      { ...filter, page: 2, pageSize: PAGE_SIZE },
    ]);
  });

  it('is fetched again after a record changes, and the explorer on its next visit', async () => {
    serve({ status: 'ok' });
    queryClient.setQueryData(recordKeys.list(filter), { pages: [], pageParams: [] });
    queryClient.setQueryData(['explorer', 'lists'], {});
    await deleteRecord(4);
    expect(queryClient.getQueryState(recordKeys.list(filter))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['explorer', 'lists'])?.isInvalidated).toBe(true);
  });
});
