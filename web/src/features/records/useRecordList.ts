import { useCallback, useEffect, useRef, useState } from 'react';
import { listRecords, type RecordItem } from './recordsApi.ts';

export const PAGE_SIZE = 100;
/** The project filter's "all" (spec §9: sentinel -1). */
export const ALL_PROJECTS = -1;

export interface ListFilters {
  search: string;
  projectId: number;
  order: 'asc' | 'desc';
}

/**
 * The records list, one page at a time from the server (search by name or project, project filter, name
 * order). The search text waits 300 ms after typing before it is sent.
 */
export function useRecordList(filters: ListFilters) {
  const [items, setItems] = useState<RecordItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState(filters.search);
  const latest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filters.search), 300);
    return () => clearTimeout(timer);
  }, [filters.search]);

  const load = useCallback(
    async (wanted: number, append: boolean) => {
      const ticket = ++latest.current;
      setLoading(!append);
      try {
        const reply = await listRecords({
          page: wanted,
          pageSize: PAGE_SIZE,
          search,
          id_proyecto: filters.projectId,
          order: filters.order,
        });
        if (ticket !== latest.current) return;
        setItems((current) => (append ? [...current, ...reply.levantamientos] : reply.levantamientos));
        setTotal(reply.total);
        setPage(wanted);
      } catch {
        if (ticket === latest.current && !append) setItems([]);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [search, filters.projectId, filters.order],
  );

  useEffect(() => {
    void load(1, false);
  }, [load, version]);

  return {
    items,
    total,
    loading,
    hasMore: items.length < total,
    loadMore: () => void load(page + 1, true),
    reload: () => setVersion((v) => v + 1),
  };
}
