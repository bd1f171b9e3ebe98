import { z } from 'zod';
import { defineRoutes } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import { noBody } from '../schemas/notifications.ts';
import { okReply } from '../schemas/session.ts';
import {
  webhookDeliveryLog,
  webhookDeliveryParams,
  webhookDeliveryView,
  webhookEndpointBody,
  webhookEndpointCreated,
  webhookEndpointView,
} from '../schemas/webhooks.ts';
import { webhookTexts } from '../webhook-texts.ts';

const s = webhookTexts.summaries;

/** Configuración → Integraciones: signed webhooks fed by the outbox (administrators only). */
export const webhookRoutes = defineRoutes('Webhooks', {
  list: {
    method: 'GET',
    path: '/api/webhooks',
    access: 'admin',
    summary: s.list,
    responses: { 200: z.object({ endpoints: z.array(webhookEndpointView) }) },
  },
  create: {
    method: 'POST',
    path: '/api/webhooks',
    access: 'admin',
    summary: s.create,
    body: webhookEndpointBody,
    responses: { 201: webhookEndpointCreated },
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    access: 'admin',
    summary: s.remove,
    params: idParams,
    responses: { 200: okReply },
  },
  deliveries: {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    access: 'admin',
    summary: s.deliveries,
    params: idParams,
    responses: { 200: webhookDeliveryLog },
  },
  resend: {
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/resend',
    access: 'admin',
    summary: s.resend,
    params: webhookDeliveryParams,
    body: noBody,
    responses: { 202: webhookDeliveryView },
  },
});
