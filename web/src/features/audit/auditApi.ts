import { auditRoutes } from '@ppd/domain';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { peopleKeys } from '../people/index.ts';

export interface AuditFilter {
  email: string;
  order: 'asc' | 'desc';
  /** Days as YYYY-MM-DD; empty: no bound. */
  desde: string;
  hasta: string;
}

export const AUDIT_PAGE_SIZE = 100;

/**
 * A gestor's bitácora, a page at a time until every row of the filter is held. Rows are written by the workers
 * after any action, so it is read again each time it is shown; a new filter keeps the rows on screen until its own
 * arrive.
 */
export const auditQuery = ({ desde, hasta, ...rest }: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.audit({ desde, hasta, ...rest }),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        auditRoutes.list,
        {
          body: {
            ...rest,
            page: pageParam,
            pageSize: AUDIT_PAGE_SIZE,
            ...(desde && { desde }),
            ...(hasta && { hasta }),
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((held, page) => held + page.rows.length, 0) < last.total ? pages.length + 1 : undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
