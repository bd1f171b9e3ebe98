import type { BinnacleListReply } from '@ppd/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { peopleKeys } from '../monitors/peopleApi.ts';

export interface BinnacleFilter {
  email: string;
  order: 'asc' | 'desc';
  /** Days as YYYY-MM-DD; empty: no bound. */
  desde: string;
  hasta: string;
}

/**
 * A gestor's bitácora (its first 500 rows). Rows are written by the workers after any action, so it is read again
 * each time it is shown; a new filter keeps the rows on screen until its own arrive.
 */
export const binnacleQuery = ({ desde, hasta, ...rest }: BinnacleFilter) =>
  queryOptions({
    queryKey: peopleKeys.binnacle({ desde, hasta, ...rest }),
    queryFn: ({ signal }) =>
      api.post<BinnacleListReply>(
        '/api/binnacles/monitor/list',
        { ...rest, pageSize: 500, ...(desde && { desde }), ...(hasta && { hasta }) },
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
