import { messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ListFailure } from '../../lib/queryClient.ts';
import { NO_RECORDS, type Selection } from './explorerData.ts';
import { listsQuery, mapQuery, typeIdsOf, typesQuery } from './explorerQueries.ts';

const none = () => new Set<number>();

/**
 * The explorer's lists and map data (`null` while loading; no records and a `failure` if they could not be
 * fetched) and the filter selection, all types checked.
 */
export function useExplorerRecords(staff: boolean) {
  const types = useQuery(typesQuery);
  const lists = useQuery(listsQuery);
  const typeIds = useMemo(() => typeIdsOf(types.data), [types.data]);
  const records = useQuery(mapQuery(staff));
  const [selection, setSelection] = useState<Selection>({
    projects: none(),
    categories: none(),
    subcategories: none(),
    types: none(),
  });
  useEffect(() => setSelection((s) => ({ ...s, types: new Set(typeIds) })), [typeIds]);
  const failed = lists.isError || records.isError;
  // Said on the map (an empty map would read as no data), with a retry of what failed.
  const failure: ListFailure | null = failed
    ? {
        message: (lists.error ?? records.error)?.message ?? messages.generic.error,
        onRetry: () => {
          if (lists.isError) void lists.refetch();
          if (records.isError) void records.refetch();
        },
      }
    : null;
  return {
    lists: lists.data ?? null,
    data: failed ? NO_RECORDS : (records.data ?? null),
    failure,
    selection,
    setSelection,
  };
}
