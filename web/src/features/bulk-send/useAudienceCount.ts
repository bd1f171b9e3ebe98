import { bulkSendRoutes, sendFilterBody } from '@ppd/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { type AudienceValues, audienceBody } from './audience.ts';

/** What is sent: a survey or an activity (the API's 'event'); visitors who opposed that kind are left out. */
export type SendKind = 'survey' | 'event';

export const audienceKeys = {
  /** Keyed by the kind of send and the request body as JSON text. */
  count: (kind: SendKind, body: string) => ['audience', 'count', kind, body] as const,
};

/** Whether a filter body (JSON text) can be counted: not while the filters are invalid (min age over max age ...). */
const countable = (body: string) => sendFilterBody.safeParse(JSON.parse(body)).success;

/** How many visitors a send of this kind reaches with a filter body (JSON text); not asked while it is invalid. */
export const audienceCountQuery = (kind: SendKind, body: string) =>
  queryOptions({
    queryKey: audienceKeys.count(kind, body),
    queryFn: ({ signal }) => api.call(bulkSendRoutes.count, { query: { kind }, body: JSON.parse(body) }, { signal }),
    enabled: countable(body),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/**
 * How many visitors the filters and the area reach now, asked 300 ms after the last change. `countable` is false
 * while the filters are invalid: the count kept from the filters before is not theirs, and is not to be shown.
 */
export function useAudienceCount(kind: SendKind, values: AudienceValues) {
  const body = useSettled(JSON.stringify(audienceBody(values)), 300);
  return { count: useQuery(audienceCountQuery(kind, body)), countable: countable(body) };
}
