import { bulkSendRoutes, sendFilterBody } from '@ppd/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { type AudienceValues, audienceBody } from './audience.ts';

export const audienceKeys = {
  /** Keyed by the request body as JSON text. */
  count: (body: string) => ['audience', 'count', body] as const,
};

/** Whether a filter body (JSON text) can be counted: not while the filters are invalid (min age over max age ...). */
const countable = (body: string) => sendFilterBody.safeParse(JSON.parse(body)).success;

/** How many visitors a filter body (JSON text) reaches; not asked while the filters are invalid. */
export const audienceCountQuery = (body: string) =>
  queryOptions({
    queryKey: audienceKeys.count(body),
    queryFn: ({ signal }) => api.call(bulkSendRoutes.count, { body: JSON.parse(body) }, { signal }),
    enabled: countable(body),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/**
 * How many visitors the filters and the area reach now, asked 300 ms after the last change. `countable` is false
 * while the filters are invalid: the count kept from the filters before is not theirs, and is not to be shown.
 */
export function useAudienceCount(values: AudienceValues) {
  const body = useSettled(JSON.stringify(audienceBody(values)), 300);
  return { count: useQuery(audienceCountQuery(body)), countable: countable(body) };
}
