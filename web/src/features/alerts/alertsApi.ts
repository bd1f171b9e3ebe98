import type { ActiveAuthority, AlertListReply, AlertTab, AlertView, ChatMessageView } from '@ppd/domain';
import { api } from '../../lib/api.ts';

export const alertsApi = {
  list: (query: { status: AlertTab; search: string; order: 'asc' | 'desc'; page: number; pageSize: number }) =>
    api.get<AlertListReply>('/api/alerts/', { query }),
  ofAuthority: (id: number) => api.get<AlertView[]>(`/api/alerts/getallbyauthority/${id}`),
  assign: (alertId: number, authorityId: number) =>
    api.post<{ alert: AlertView; message: string }>('/api/alerts/assign/authority/', {
      alert_id: alertId,
      autoridad_id: authorityId,
    }),
  messages: (alertId: number) => api.get<ChatMessageView[]>(`/api/messages/${alertId}`),
  activeAuthorities: () => api.get<ActiveAuthority[]>('/authorities/active/list/'),
};
