import type { AudienceCount } from '@ppd/domain';
import { sendFilterBody } from '@ppd/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { type AudienceValues, audienceBody } from './audience.ts';

export const audienceKeys = {
  /** Keyed by the request body as JSON text. */
  count: (body: string) => ['audience', 'count', body] as const,
};

/** How many visitors a filter body (JSON text) reaches; not asked while the filters are invalid. */
export const audienceCountQuery = (body: string) =>
  queryOptions({
    queryKey: audienceKeys.count(body),
    queryFn: ({ signal }) => api.post<AudienceCount>('/api/audience/count', JSON.parse(body), { signal }),
    enabled: sendFilterBody.safeParse(JSON.parse(body)).success,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** How many visitors the filters and the area reach now, asked 300 ms after the last change. */
export const useAudienceCount = (values: AudienceValues) =>
  useQuery(audienceCountQuery(useSettled(JSON.stringify(audienceBody(values)), 300)));
