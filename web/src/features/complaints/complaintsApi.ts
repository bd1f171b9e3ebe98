import { type BodyIn, type ComplaintFilter, type ComplaintListRow, complaintRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { catalogKey, once } from '../../lib/catalogsApi.ts';
import { downloadFile } from '../../lib/download.ts';

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
    api.call(complaintRoutes.list, { query: { ...filterQuery(filter), page, pageSize: COMPLAINT_PAGE_SIZE } }),
  categories: () => api.call(complaintRoutes.categories, { body: {} }),
  detail: (id: number) => api.call(complaintRoutes.detail, { params: { id } }),
  report: (body: BodyIn<typeof complaintRoutes.setStatus>) => api.call(complaintRoutes.setStatus, { body }),
  sendEvidence: (c: Pick<ComplaintListRow, 'id' | 'category_id' | 'url' | 'file_type'>) =>
    api.call(complaintRoutes.sendEvidence, {
      body: { id: c.id, category_id: c.category_id, url: c.url, file_type: c.file_type },
    }),
  remove: (id: number) => api.call(complaintRoutes.remove, { params: { id } }),
  /** Denuncias.xls of what the list shows. */
  download: (filter: ComplaintFilter) =>
    downloadFile(complaintRoutes.export, { query: filterQuery(filter) }, 'Denuncias.xls'),
};

/** The list's filter as the list and the export read it. */
const filterQuery = ({ status, search, order, category_id }: ComplaintFilter) => ({
  status,
  search,
  order,
  category_id,
});

/** The categories the complaints list and the complaints report filter by; Configuración's changes refresh them. */
export const complaintCategoriesQuery = queryOptions({
  queryKey: complaintKeys.categories,
  queryFn: complaintsApi.categories,
  ...once,
});
