import type { CatalogueSection } from './spec.ts';

type WebhookEvent = 'webhook.endpoint_created' | 'webhook.endpoint_deleted' | 'webhook.redelivery_requested';

export const webhookEvents: CatalogueSection<WebhookEvent> = {
  'webhook.endpoint_created': {
    queues: ['audit'],
    audit: ({ endpoint }) => ({
      module: 'Configuración',
      action: 'Alta de webhook',
      observation: `${endpoint.url} (${endpoint.events.join(', ')})`,
    }),
  },
  'webhook.endpoint_deleted': {
    queues: ['audit'],
    audit: ({ endpoint }) => ({ module: 'Configuración', action: 'Baja de webhook', observation: endpoint.url }),
  },
  'webhook.redelivery_requested': {
    queues: ['audit', 'webhook'],
    audit: ({ delivery }) => ({
      module: 'Configuración',
      action: 'Reenvío de webhook',
      observation: `Entrega ${delivery.id} (${delivery.eventType}) al webhook ${delivery.endpointId}`,
    }),
  },
};
