import { APP_USER, defineRoutes } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import {
  noBody,
  notificationPage,
  notificationReadReply,
  notificationsQuery,
  notificationsReadAllReply,
} from '../schemas/notifications.ts';

/** The apps' inbox: what the worker stored and pushed as `notification`, read again by an app that was offline. */
export const notificationRoutes = defineRoutes('Notificaciones', {
  inbox: {
    method: 'GET',
    path: '/api/app/notifications',
    access: APP_USER,
    summary: 'Bandeja de notificaciones propia, de la más reciente a la más antigua, con el número de no leídas',
    query: notificationsQuery,
    responses: { 200: notificationPage },
  },
  readAll: {
    method: 'POST',
    path: '/api/app/notifications/read-all',
    access: APP_USER,
    summary: 'Marcar como leídas todas las notificaciones propias',
    body: noBody,
    responses: { 200: notificationsReadAllReply },
  },
  read: {
    method: 'POST',
    path: '/api/app/notifications/:id/read',
    access: APP_USER,
    summary: 'Marcar como leída una notificación propia',
    params: idParams,
    body: noBody,
    responses: { 200: notificationReadReply },
  },
});
