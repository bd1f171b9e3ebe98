import { type AlertListQuery, alertRoutes, authorityRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const alertKeys = {
  all: ['alerts'] as const,
  ofAuthority: (id: number) => ['alerts', 'authority', id] as const,
  messages: (id: number) => ['alerts', 'messages', id] as const,
  activeAuthorities: (alertId: number) => ['alerts', 'active-authorities', alertId] as const,
  openCount: ['alerts', 'open-count'] as const,
};

/**
 * For lists that pushes keep current: pushes reach the cache only while a screen shows the list, so it is dropped
 * when none does and fetched afresh on the next.
 */
export const whileShown = { gcTime: 0 } as const;

export const alertsApi = {
  list: (query: AlertListQuery) => api.call(alertRoutes.list, { query }),
  ofAuthority: (id: number) => api.call(alertRoutes.ofAuthority, { params: { id } }),
  assign: (alertId: number, authorityId: number) =>
    api.call(alertRoutes.assign, { body: { alert_id: alertId, autoridad_id: authorityId } }),
  messages: (alertId: number) => api.call(alertRoutes.messages, { params: { alertId } }),
  activeAuthorities: (alertId: number) => api.call(authorityRoutes.active, { query: { alert_id: alertId } }),
};

export const alertQueries = {
  /** The alerts assigned to one authority (Monitores), kept current by pushes while shown. */
  ofAuthority: (id: number) =>
    queryOptions({ queryKey: alertKeys.ofAuthority(id), queryFn: () => alertsApi.ofAuthority(id), ...whileShown }),
  /** An alert's chat, kept current by pushes while shown. */
  messages: (id: number) =>
    queryOptions({ queryKey: alertKeys.messages(id), queryFn: () => alertsApi.messages(id), ...whileShown }),
  /** The active authorities nearest an alert first: read afresh each time the assign dialog opens. */
  activeAuthorities: (alertId: number) =>
    queryOptions({
      queryKey: alertKeys.activeAuthorities(alertId),
      queryFn: () => alertsApi.activeAuthorities(alertId),
      ...whileShown,
    }),
};
