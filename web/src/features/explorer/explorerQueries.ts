import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.ts';
import { type ExplorerLists, fetchExplorerLists, fetchMapColumns, fetchRecordDetails } from './explorerApi.ts';
import { withPins } from './explorerData.ts';

/** Every explorer query starts with 'explorer': a record's or a catalogue's change invalidates them all. */
export const explorerKeys = {
  all: ['explorer'] as const,
  lists: ['explorer', 'lists'] as const,
  map: (staff: boolean, typeIds: number[]) => ['explorer', 'map', staff, typeIds] as const,
  details: (staff: boolean, id: number) => ['explorer', 'details', staff, id] as const,
};

/** The explorer's reference lists (filter panel). */
export const listsQuery = queryOptions({ queryKey: explorerKeys.lists, queryFn: fetchExplorerLists });

export const typeIdsOf = (lists: ExplorerLists | undefined) => lists?.tipos.map((t) => t.id) ?? [];

/** Every record of the given types the audience may see, as map data (see explorerData.ts). */
export const mapQuery = (staff: boolean, typeIds: number[]) =>
  queryOptions({
    queryKey: explorerKeys.map(staff, typeIds),
    queryFn: async () => withPins(await fetchMapColumns(typeIds, staff)),
  });

/** One record's details (its popup); `null` when it is not there (any more). */
export const detailsQuery = (staff: boolean, id: number) =>
  queryOptions({
    queryKey: explorerKeys.details(staff, id),
    queryFn: async () => (await fetchRecordDetails([id], staff))[0] ?? null,
  });

/**
 * Starts fetching the explorer's lists and records, to call as its screen's code starts loading: the map payload
 * then comes while the browser loads deck.gl and sets up WebGL, not after.
 */
export function prefetchExplorer(staff: boolean): void {
  void queryClient
    .fetchQuery(listsQuery)
    .then((lists) => queryClient.prefetchQuery(mapQuery(staff, typeIdsOf(lists))))
    .catch(() => {});
}
