import type { AudienceCount } from '@ppd/domain';
import { sendFilterBody } from '@ppd/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { type AudienceValues, audienceBody } from './audience.ts';

/** How many visitors the filters and the area reach now; not asked while the filters are invalid. */
export function useAudienceCount(values: AudienceValues) {
  const body = useSettled(JSON.stringify(audienceBody(values)), 300);
  const valid = sendFilterBody.safeParse(JSON.parse(body)).success;
  return useQuery({
    queryKey: ['audience', 'count', body],
    queryFn: ({ signal }) => api.post<AudienceCount>('/api/audience/count', JSON.parse(body), { signal }),
    enabled: valid,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
