import type { RecordListQuery } from '@ppd/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { listRecords, type RecordItem, recordKeys } from './recordsApi.ts';

export const PAGE_SIZE = 100;
/** The project filter's "all" (spec §9: sentinel -1). */
export const ALL_PROJECTS = -1;

export interface ListFilters {
  search: string;
  projectId: number;
  order: 'asc' | 'desc';
}

const NONE: RecordItem[] = [];

/** One filter's list, page by page until every record it matches is held. */
export const recordListQuery = (filter: Omit<RecordListQuery, 'page' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: recordKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listRecords({ ...filter, page: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((held, page) => held + page.levantamientos.length, 0) < last.total ? last.page + 1 : undefined,
  });

/**
 * The records list, one page at a time from the server (search by name or project, project filter, name
 * order). The search text waits 300 ms after typing before it is sent. A record's change refreshes it
 * (recordsApi.ts).
 */
export function useRecordList(filters: ListFilters) {
  const filter = { search: useSettled(filters.search, 300), id_proyecto: filters.projectId, order: filters.order };
  const query = useInfiniteQuery({ ...recordListQuery(filter), placeholderData: keepPreviousData });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.levantamientos) ?? NONE, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return {
    // While another filter loads, the last list stays held (its open record with it) and the list says it loads.
    items,
    total,
    loading: query.isPending || query.isPlaceholderData,
    failed: failureOf(query),
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage({ throwOnError: true }),
  };
}
