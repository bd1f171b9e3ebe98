import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.ts';
import { type ExplorerLists, fetchExplorerLists, fetchMapColumns } from './explorerApi.ts';
import { withPins } from './explorerData.ts';

/** The explorer's reference lists (filter panel). */
export const listsQuery = queryOptions({ queryKey: ['explorer', 'lists'], queryFn: fetchExplorerLists });

export const typeIdsOf = (lists: ExplorerLists | undefined) => lists?.tipos.map((t) => t.id) ?? [];

/** Every record of the given types the audience may see, as map data (see explorerData.ts). */
export const mapQuery = (staff: boolean, typeIds: number[]) =>
  queryOptions({
    queryKey: ['explorer', 'map', staff, typeIds],
    queryFn: async () => withPins(await fetchMapColumns(typeIds, staff)),
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
