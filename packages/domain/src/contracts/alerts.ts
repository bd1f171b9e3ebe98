import { z } from 'zod';
import { ANY_USER, APP_USER, AUTHORITY, defineRoutes, STAFF, VISITOR } from '../contract.ts';
import {
  alertListQuery,
  alertListReply,
  alertType,
  alertViewSchema,
  appAlertsQuery,
  assignBody,
  attendBody,
  authorityMessagesBody,
  chatAlertParams,
  chatMessageBody,
  chatMessageSchema,
  positionBody,
  positionReply,
  raiseAlertBody,
} from '../schemas/alerts.ts';
import { idParams } from '../schemas/fields.ts';
import { claimContracts } from './claims.ts';

const alerts = z.array(alertViewSchema);
const chat = z.array(chatMessageSchema);

/** Alerts: the back office's board and chats, and the apps' SOS, chat and attention. */
export const alertRoutes = defineRoutes('Alertas', {
  list: {
    method: 'GET',
    path: '/api/alerts/',
    access: STAFF,
    summary: 'Lista de alertas del tablero, con los conteos por pestaña',
    query: alertListQuery,
    responses: { 200: alertListReply },
  },
  ofAuthority: {
    method: 'GET',
    path: '/api/alerts/getallbyauthority/:id',
    access: STAFF,
    summary: 'Alertas asignadas a una autoridad',
    params: idParams,
    responses: { 200: alerts },
  },
  assign: {
    method: 'POST',
    path: '/api/alerts/assign/authority/',
    access: STAFF,
    summary: 'Asignar una alerta abierta a una autoridad activa',
    body: assignBody,
    responses: { 200: z.object({ alert: alertViewSchema, message: z.string() }) },
  },
  types: {
    method: 'GET',
    path: '/api/alerts/getall/types/',
    access: ANY_USER,
    summary: 'Tipos de alerta',
    responses: { 200: z.array(alertType) },
  },
  messages: {
    method: 'GET',
    path: '/api/messages/:alertId',
    access: STAFF,
    summary: 'Chat de una alerta, del más antiguo al más reciente',
    params: chatAlertParams,
    responses: { 200: chat },
  },
  messagesOfAuthority: {
    method: 'POST',
    path: '/api/messages/authority',
    access: STAFF,
    summary: 'Todos los chats de una autoridad (para su exportación)',
    body: authorityMessagesBody,
    responses: { 200: chat },
  },
  raise: {
    method: 'POST',
    path: '/api/app/alerts',
    access: VISITOR,
    // Not `collectsPersonalData`: an SOS is never held back behind a new privacy notice; the app asks for the
    // acceptance at its next complaint, answer or comment.
    summary: 'Levantar una alerta desde la app de visitantes',
    body: raiseAlertBody,
    responses: { 201: alertViewSchema },
  },
  mine: {
    method: 'GET',
    path: '/api/app/alerts',
    access: APP_USER,
    summary: 'Alertas propias (visitante) o asignadas (autoridad)',
    query: appAlertsQuery,
    responses: { 200: alerts },
  },
  one: {
    method: 'GET',
    path: '/api/app/alerts/:id',
    access: APP_USER,
    summary: 'Una alerta propia o asignada',
    params: idParams,
    responses: { 200: alertViewSchema },
  },
  appMessages: {
    method: 'GET',
    path: '/api/app/alerts/:id/messages',
    access: APP_USER,
    summary: 'Chat de una alerta propia o asignada',
    params: idParams,
    responses: { 200: chat },
  },
  sendMessage: {
    method: 'POST',
    path: '/api/app/alerts/:id/messages',
    access: APP_USER,
    summary: 'Escribir en el chat de una alerta (hasta que es atendida)',
    params: idParams,
    body: chatMessageBody,
    responses: { 201: chatMessageSchema },
  },
  attend: {
    method: 'POST',
    path: '/api/app/alerts/:id/attend',
    access: AUTHORITY,
    summary: 'Marcar como atendida una alerta asignada a la autoridad',
    params: idParams,
    body: attendBody,
    responses: { 200: alertViewSchema },
  },
  authorityPosition: {
    method: 'POST',
    path: '/api/app/authorities/me/position',
    access: AUTHORITY,
    summary: 'Posición de la autoridad (su última conexión)',
    body: positionBody,
    responses: { 200: positionReply },
  },
  ...claimContracts('alert', '/api/alerts'),
});
