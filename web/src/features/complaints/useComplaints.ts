import type { ComplaintCounts, ComplaintFilter, ComplaintListRow, ComplaintTab } from '@ppd/domain';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { useSettled } from '../../lib/useSettled.ts';
import type { SortDirection } from '../../ui/index.ts';
import { useClaims } from '../claims/index.ts';
import { COMPLAINT_PAGE_SIZE, complaintCategoriesQuery, complaintKeys, complaintsApi } from './complaintsApi.ts';

const NO_COUNTS: ComplaintCounts = { Todos: 0, 'no atendida': 0, 'en proceso': 0, atendida: 0 };

/**
 * The list screen's state: the complaints under the tab, category and search, page by page from the API in the
 * chosen order (filtered, counted and sorted there, by the rule the Excel export follows), with each tab's count.
 * New complaints, status changes and deletions arrive over the socket (room `gestores`) and read the loaded pages
 * and the open detail again; so does a connection.
 */
export function useComplaints() {
  useRealtime();
  const client = useQueryClient();
  const categories = useQuery(complaintCategoriesQuery);
  const [tab, setTab] = useState<ComplaintTab>('Todos');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [order, setOrder] = useState<SortDirection>('desc');
  // The server is asked once typing pauses.
  const searched = useSettled(search, 300);

  // Who handles which complaint: each page's read carries the current claims (a reconnection reads them again).
  const claims = useClaims('complaint');
  const asked: ComplaintFilter = { status: tab, category_id: categoryId, search: searched, order };
  const list = useInfiniteQuery({
    queryKey: complaintKeys.pages(asked),
    queryFn: ({ pageParam }) => claims.track(() => complaintsApi.list(asked, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * COMPLAINT_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

  const refresh = (id?: number) => {
    void client.invalidateQueries({ queryKey: complaintKeys.list });
    if (id !== undefined) void client.invalidateQueries({ queryKey: complaintKeys.detail(id) });
  };
  useRealtimeEvent('complaint:filed', () => refresh());
  useRealtimeEvent('complaint:updated', ({ complaint }) => refresh(complaint.id));
  useRealtimeEvent('complaint:deleted', () => refresh());
  // Whatever was missed while disconnected: the pages and any complaint shown.
  useRefetchOnConnect(() => void client.invalidateQueries({ queryKey: complaintKeys.all }));

  const pages = list.data?.pages;
  // A complaint filed between two pages' reads moves the others down one: it is shown once.
  const complaints = useMemo(() => {
    const byId = new Map<number, ComplaintListRow>();
    for (const c of (pages ?? []).flatMap((p) => p.rows)) if (!byId.has(c.id)) byId.set(c.id, c);
    return [...byId.values()];
  }, [pages]);
  const latest = pages?.at(-1);

  return {
    loading: list.isPending,
    // A next page that fails is said by Cargar más; the rows already read stay, with no failure over them.
    failed: list.isFetchNextPageError ? null : failureOf(list),
    complaints,
    claims,
    // Counts follow the category and the search, not the tab they label.
    counts: latest?.counts ?? NO_COUNTS,
    /** How many the tab holds; more than `complaints` while pages remain. */
    total: latest?.total ?? 0,
    hasMore: list.hasNextPage,
    loadMore: () => list.fetchNextPage({ throwOnError: true }),
    categories: categories.data ?? [],
    filter: { ...asked, search } satisfies ComplaintFilter,
    setTab,
    setSearch,
    setCategoryId,
    toggleOrder: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
    /** The complaint as the loaded pages show it, or null when they do not hold it. */
    byId: (id: number | null): ComplaintListRow | null =>
      id === null ? null : (complaints.find((c) => c.id === id) ?? null),
    refresh,
  };
}
