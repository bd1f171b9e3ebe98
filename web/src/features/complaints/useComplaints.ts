import {
  type ComplaintFilter,
  type ComplaintTab,
  type ComplaintView,
  complaintCounts,
  filterComplaints,
} from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import type { SortDirection } from '../../ui/index.ts';
import { complaintCategoriesQuery, complaintKeys, complaintsApi } from './complaintsApi.ts';

const NONE: ComplaintView[] = [];

/**
 * The list screen's state: every complaint (a few thousand at most) cached by TanStack Query and filtered here
 * with the same rule the Excel export applies on the server. New complaints and status changes arrive over the
 * socket (room `gestores`) and refetch the list and the open detail.
 */
export function useComplaints() {
  useRealtime();
  const client = useQueryClient();
  const list = useQuery({ queryKey: complaintKeys.list, queryFn: complaintsApi.list });
  const categories = useQuery(complaintCategoriesQuery);
  const [tab, setTab] = useState<ComplaintTab>('Todos');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [order, setOrder] = useState<SortDirection>('desc');

  const refresh = (id?: number) => {
    void client.invalidateQueries({ queryKey: complaintKeys.list, exact: true });
    if (id !== undefined) void client.invalidateQueries({ queryKey: complaintKeys.detail(id) });
  };
  useRealtimeEvent('complaint:filed', () => refresh());
  useRealtimeEvent('complaint:updated', ({ complaint }) => refresh(complaint.id));
  useRealtimeEvent('complaint:deleted', () => refresh());
  useRefetchOnConnect(() => refresh());

  const filter: ComplaintFilter = { status: tab, category_id: categoryId, search, order };
  const all = list.data ?? NONE;
  // Counts follow the category and the search, not the tab they label.
  const matching = useMemo(
    () => filterComplaints(all, { category_id: categoryId, search, order }),
    [all, categoryId, search, order],
  );
  const shown = useMemo(() => (tab === 'Todos' ? matching : matching.filter((c) => c.status === tab)), [matching, tab]);

  return {
    loading: list.isPending,
    failed: failureOf(list),
    complaints: shown,
    counts: complaintCounts(matching),
    total: all.length,
    categories: categories.data ?? [],
    filter,
    setTab,
    setSearch,
    setCategoryId,
    toggleOrder: () => setOrder((o) => (o === 'asc' ? 'desc' : 'asc')),
    byId: (id: number | null) => (id === null ? null : (all.find((c) => c.id === id) ?? null)),
    refresh,
  };
}
