import type {
  ComplaintCategory,
  ComplaintDetail,
  ComplaintFilter,
  ComplaintListReply,
  ComplaintListRow,
  ComplaintStatus,
} from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';
import { catalogKey, once } from '../records/catalogsApi.ts';

/** How many complaints one page of the list brings. */
export const COMPLAINT_PAGE_SIZE = 200;

export const complaintKeys = {
  /** The list's pages and every complaint's detail. */
  all: ['complaints'] as const,
  /** Every page of the list, under every filter. */
  list: ['complaints', 'list'] as const,
  pages: (filter: ComplaintFilter) => ['complaints', 'list', filter] as const,
  categories: catalogKey('complaint_category', 'picker'),
  detail: (id: number) => ['complaints', id] as const,
};

export const complaintsApi = {
  /** One page of the list under its filter, with the tab's total and each tab's count. */
  list: (filter: ComplaintFilter, page: number) =>
    api.get<ComplaintListReply>(`/api/complaints/?${filterQuery(filter)}&page=${page}&pageSize=${COMPLAINT_PAGE_SIZE}`),
  categories: () => api.post<ComplaintCategory[]>('/visitors/complaintCategories', {}),
  detail: (id: number) => api.get<ComplaintDetail>(`/api/complaints/${id}`),
  report: (body: { complaint_id: number; status: ComplaintStatus; reply?: string | null | undefined }) =>
    api.post<ComplaintDetail>('/api/notifications/complaint/', body),
  sendEvidence: (c: Pick<ComplaintListRow, 'id' | 'category_id' | 'url' | 'file_type'>) =>
    api.post<ComplaintDetail>('/visitors/complaint/sendEmail', {
      id: c.id,
      category_id: c.category_id,
      url: c.url,
      file_type: c.file_type,
    }),
  remove: (id: number) => api.del<{ status: 'ok'; message: string }>(`/visitors/complaint/remove/${id}`),
  /** Denuncias.xls of what the list shows. */
  download: (filter: ComplaintFilter) => download(`/api/complaints/export?${filterQuery(filter)}`, 'Denuncias.xls'),
};

/** The list's filter as the list and the export read it. */
function filterQuery(filter: ComplaintFilter): URLSearchParams {
  const query = new URLSearchParams({ status: filter.status, search: filter.search, order: filter.order });
  if (filter.category_id !== undefined) query.set('category_id', String(filter.category_id));
  return query;
}

/** The categories the complaints list and the complaints report filter by; Configuración's changes refresh them. */
export const complaintCategoriesQuery = queryOptions({
  queryKey: complaintKeys.categories,
  queryFn: complaintsApi.categories,
  ...once,
});
