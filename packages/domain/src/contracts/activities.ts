import { z } from 'zod';
import { ANY_USER, defineRoutes, fileReply, STAFF } from '../contract.ts';
import { messages } from '../messages.ts';
import { activityCreated, activityIdParams, activityView, calendarQuery } from '../schemas/activities.ts';
import { idParams } from '../schemas/fields.ts';
import { placeComment } from '../schemas/records.ts';
import { okReply } from '../schemas/session.ts';
import { sendAccepted, sendFilterBody } from '../schemas/survey-send.ts';

const activities = z.array(activityView);
const activityFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]+\.(png|jpg|kml|kmz)$/, messages.activities.fileNotFound),
});
const activityForm =
  'Formulario multipart: los campos del evento (activityBody), `image` e `image2` (PNG o JPEG) y `kml_file` (.kml o .kmz).';

/**
 * Activities (the screens' "Eventos", at /api/events on the wire): the back office's list, form and sends, and the
 * apps' calendar, feed and files.
 */
export const activityRoutes = defineRoutes('Eventos', {
  list: {
    method: 'GET',
    path: '/api/events',
    access: STAFF,
    summary: 'Eventos, por nombre',
    responses: { 200: activities },
  },
  create: {
    method: 'POST',
    path: '/api/events',
    access: STAFF,
    summary: 'Registrar un evento; responde los eventos ya registrados a la misma fecha y hora',
    description: activityForm,
    multipart: true,
    responses: { 201: activityCreated },
  },
  update: {
    method: 'PUT',
    path: '/api/events/:id',
    access: STAFF,
    summary: 'Actualizar un evento (su autor o un administrador)',
    description: `${activityForm} Sin archivo de ruta, se conserva la guardada.`,
    params: idParams,
    multipart: true,
    responses: { 200: okReply },
  },
  remove: {
    method: 'DELETE',
    path: '/api/events/:id',
    access: STAFF,
    summary: 'Eliminar un evento con sus comentarios y envíos (su autor o un administrador)',
    params: idParams,
    responses: { 200: okReply },
  },
  send: {
    method: 'POST',
    path: '/api/events/send/:eventId',
    access: STAFF,
    summary: 'Enviar un evento a los visitantes del filtro; el avance llega por el socket (send:progress)',
    params: activityIdParams,
    body: sendFilterBody,
    responses: { 202: sendAccepted },
  },
  upcoming: {
    method: 'GET',
    path: '/api/app/events',
    access: ANY_USER,
    summary: 'Eventos por venir o en curso (hoy en la Ciudad de México), el más próximo primero',
    responses: { 200: activities },
  },
  one: {
    method: 'GET',
    path: '/api/app/events/:id',
    access: ANY_USER,
    summary: 'Un evento con su ruta (GeoJSON) y sus comentarios visibles',
    params: idParams,
    responses: { 200: activityView.extend({ comentarios: z.array(placeComment) }) },
  },
  calendar: {
    method: 'GET',
    path: '/api/app/events.ics',
    access: 'public',
    summary: 'Los eventos como calendario iCalendar, al que una app de calendario puede suscribirse',
    description:
      'Con `categoria`, solo los eventos de esa categoría (un calendario por categoría; 404 si no existe). Horas en UTC; cada evento con un UID que no cambia y DTSTAMP (su última modificación).',
    query: calendarQuery,
    responses: { 200: fileReply('text/calendar', 'Calendario iCalendar (RFC 5545) de los eventos') },
  },
  file: {
    method: 'GET',
    path: '/media/events/:file',
    access: 'public',
    summary: 'Imagen o archivo de ruta de un evento, públicos como el evento',
    params: activityFileParams,
    responses: { 200: fileReply('application/octet-stream', 'Imagen PNG o JPEG, o ruta KML o KMZ') },
  },
});
