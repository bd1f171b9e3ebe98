import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.ts';
import {
  type ExplorerLists,
  fetchExplorerLists,
  fetchExplorerTypes,
  fetchMapData,
  fetchRecordDetails,
} from './explorerApi.ts';

/** Every explorer query starts with 'explorer': a record's or a catalogue's change invalidates them all. */
export const explorerKeys = {
  all: ['explorer'] as const,
  types: ['explorer', 'types'] as const,
  lists: ['explorer', 'lists'] as const,
  map: (staff: boolean) => ['explorer', 'map', staff] as const,
  details: (staff: boolean, id: number) => ['explorer', 'details', staff, id] as const,
  listed: (staff: boolean, ids: readonly number[]) => ['explorer', 'listed', staff, ids.join(',')] as const,
};

/** The record types the explorer offers: what the map payload is asked for, and the filter's first selection. */
export const typesQuery = queryOptions({ queryKey: explorerKeys.types, queryFn: fetchExplorerTypes });

/** The explorer's reference lists (filter panel). */
export const listsQuery = queryOptions({
  queryKey: explorerKeys.lists,
  queryFn: () => fetchExplorerLists(queryClient.ensureQueryData(typesQuery)),
});

export const typeIdsOf = (types: ExplorerLists['tipos'] | undefined) => types?.map((t) => t.id) ?? [];

/** Every record of the explorer's types the audience may see, as map data (see explorerData.ts). */
export const mapQuery = (staff: boolean) =>
  queryOptions({
    queryKey: explorerKeys.map(staff),
    queryFn: async () => fetchMapData(queryClient.ensureQueryData(typesQuery).then(typeIdsOf), staff),
  });

/** One record's details (its popup); `null` when it is not there (any more). */
export const detailsQuery = (staff: boolean, id: number) =>
  queryOptions({
    queryKey: explorerKeys.details(staff, id),
    queryFn: async () => (await fetchRecordDetails([id], staff))[0] ?? null,
  });

/** The details of the records the list shows (one request for a page of them), in the order of `ids`. */
export const listedQuery = (staff: boolean, ids: readonly number[]) =>
  queryOptions({
    queryKey: explorerKeys.listed(staff, ids),
    queryFn: () => fetchRecordDetails(ids, staff),
    enabled: ids.length > 0,
  });

/**
 * Starts fetching the explorer's lists and records, to call as early as its route is known: the map payload then
 * comes while the browser loads the screen's code and deck.gl and sets up WebGL, not after.
 */
export function prefetchExplorer(staff: boolean): void {
  void queryClient.prefetchQuery(mapQuery(staff));
  void queryClient.prefetchQuery(listsQuery);
}
