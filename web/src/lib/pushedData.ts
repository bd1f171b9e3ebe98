import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A push written into a cached query at once. When a read of that query is on its way, it may have begun before the
 * pushed change was written, and its older answer would take the push back: it is started again instead.
 */
export function writePush<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (current: T | undefined) => T | undefined,
): void {
  client.setQueryData<T>(queryKey, update);
  if (client.isFetching({ queryKey, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey, exact: true });
  }
}
