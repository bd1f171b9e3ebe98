import {
  type RectifyBody,
  type RegisterDataRequestBody,
  dataRequestRoutes as routes,
  type SendPreferences,
} from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export const dataRequestKeys = {
  all: ['data-requests'] as const,
  people: (q: string) => ['data-requests', 'people', q] as const,
};

export const dataRequestsApi = {
  list: () => api.call(routes.list, {}),
  people: (q: string) => api.call(routes.people, { query: { q } }),
  register: (body: RegisterDataRequestBody) => api.call(routes.register, { body }),
  /** Access: the person's zip, saved as the app's own export is. */
  access: (id: number) => downloadFile(routes.access, { params: { id } }, `datos-solicitud-${id}.zip`),
  rectify: (id: number, body: RectifyBody) => api.call(routes.rectification, { params: { id }, body }),
  cancel: (id: number) => api.call(routes.cancellation, { params: { id } }),
  oppose: (id: number, body: SendPreferences) => api.call(routes.opposition, { params: { id }, body }),
};

export const dataRequestQueries = {
  list: queryOptions({ queryKey: dataRequestKeys.all, queryFn: dataRequestsApi.list }),
  people: (q: string) =>
    queryOptions({
      queryKey: dataRequestKeys.people(q),
      queryFn: () => dataRequestsApi.people(q),
      enabled: q.length >= 3,
    }),
};
