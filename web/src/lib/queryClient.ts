import { messages } from '@ppd/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { tokenAtom } from './session.ts';
import { appStore } from './store.ts';

/**
 * Server state for every screen: cached per query key, refetched when stale, invalidated after a change.
 * A refused call (4xx) is not retried: asking again gives the same answer.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

/** A list that could not be read, as a screen says it: the server's reason and a way to ask again. */
export interface ListFailure {
  message: string;
  onRetry: () => void;
}

/** The failure of a list's query (null while it has not failed). */
export const failureOf = (query: {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}): ListFailure | null =>
  query.isError
    ? { message: query.error?.message ?? messages.generic.error, onRetry: () => void query.refetch() }
    : null;

/** Each session starts with an empty cache: what one user was shown (or the catalogues kept for the session) goes with it. */
export function clearOnSessionChange(client: QueryClient, store: typeof appStore): () => void {
  let token = store.get(tokenAtom);
  return store.sub(tokenAtom, () => {
    const next = store.get(tokenAtom);
    if (next === token) return;
    token = next;
    client.clear();
  });
}

clearOnSessionChange(queryClient, appStore);
