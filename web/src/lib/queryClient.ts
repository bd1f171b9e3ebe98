import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

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
