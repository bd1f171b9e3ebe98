import type { ComplaintCategory, ComplaintDetail, ComplaintFilter, ComplaintStatus, ComplaintView } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';
import { catalogKey, once } from '../records/catalogsApi.ts';

export const complaintKeys = {
  list: ['complaints'] as const,
  categories: catalogKey('complaint_category', 'picker'),
  detail: (id: number) => ['complaints', id] as const,
};

export const complaintsApi = {
  list: () => api.post<ComplaintView[]>('/visitors/complaintList', {}),
  categories: () => api.post<ComplaintCategory[]>('/visitors/complaintCategories', {}),
  detail: (id: number) => api.get<ComplaintDetail>(`/api/complaints/${id}`),
  report: (body: { complaint_id: number; status: ComplaintStatus; reply?: string | null | undefined }) =>
    api.post<ComplaintDetail>('/api/notifications/complaint/', body),
  sendEvidence: (c: ComplaintView) =>
    api.post<ComplaintDetail>('/visitors/complaint/sendEmail', {
      id: c.id,
      category_id: c.category_id,
      url: c.url,
      file_type: c.file_type,
    }),
  remove: (id: number) => api.del<{ status: 'ok'; message: string }>(`/visitors/complaint/remove/${id}`),
  /** Denuncias.xls of what the list shows. */
  download: (filter: ComplaintFilter) => {
    const query = new URLSearchParams({ status: filter.status, search: filter.search, order: filter.order });
    if (filter.category_id !== undefined) query.set('category_id', String(filter.category_id));
    return download(`/api/complaints/export?${query}`, 'Denuncias.xls');
  },
};

/** The categories the complaints list and the complaints report filter by; Configuración's changes refresh them. */
export const complaintCategoriesQuery = queryOptions({
  queryKey: complaintKeys.categories,
  queryFn: complaintsApi.categories,
  ...once,
});
