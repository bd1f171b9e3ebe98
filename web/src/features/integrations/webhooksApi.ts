import { type WebhookEndpointBody, webhookRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const webhookKeys = {
  all: ['integrations', 'webhooks'] as const,
  deliveries: (id: number) => [...webhookKeys.all, id, 'deliveries'] as const,
};

export const webhooksApi = {
  list: () => api.call(webhookRoutes.list, {}),
  create: (body: WebhookEndpointBody) => api.call(webhookRoutes.create, { body }),
  remove: (id: number) => api.call(webhookRoutes.remove, { params: { id } }),
  deliveries: (id: number) => api.call(webhookRoutes.deliveries, { params: { id } }),
  resend: (id: number, deliveryId: number) => api.call(webhookRoutes.resend, { params: { id, deliveryId }, body: {} }),
};

/** A log that is open follows its deliveries while they are being tried. */
const LOG_REFRESH_MS = 5_000;

export const webhookQueries = {
  list: queryOptions({ queryKey: webhookKeys.all, queryFn: async () => (await webhooksApi.list()).endpoints }),
  deliveries: (id: number) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id),
      queryFn: async () => (await webhooksApi.deliveries(id)).deliveries,
      refetchInterval: LOG_REFRESH_MS,
    }),
};
