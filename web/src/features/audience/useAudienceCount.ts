import type { AudienceCount } from '@ppd/domain';
import { sendFilterBody } from '@ppd/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { type AudienceValues, audienceBody } from './audience.ts';

/** The value after it has stopped changing for `ms` (typing an age asks once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
