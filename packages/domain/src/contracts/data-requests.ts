import { z } from 'zod';
import { defineRoutes, fileReply } from '../contract.ts';
import {
  dataRequestIdParams,
  dataRequestPerson,
  dataRequestView,
  personSearchQuery,
  rectifyBody,
  registerDataRequestBody,
} from '../data-requests/schemas.ts';
import { sendPreferences } from '../schemas/privacy.ts';

const ANSWERS =
  'Queda en la bitácora (quién, qué solicitud, qué operación); si la operación es la del derecho solicitado, la solicitud queda respondida con la fecha de hoy.';

/** Solicitudes de datos: ARCO requests received by e-mail, registered and answered by administrators (issue 38 §3). */
export const dataRequestRoutes = defineRoutes('Solicitudes de datos', {
  people: {
    method: 'GET',
    path: '/api/data-requests/people',
    access: 'admin',
    summary: 'Buscar a un visitante por nombre, correo o teléfono para registrar su solicitud',
    query: personSearchQuery,
    responses: { 200: z.array(dataRequestPerson) },
  },
  list: {
    method: 'GET',
    path: '/api/data-requests',
    access: 'admin',
    summary: 'Solicitudes ARCO: las pendientes por fecha de vencimiento (20 días hábiles), luego las respondidas',
    responses: { 200: z.array(dataRequestView) },
  },
  register: {
    method: 'POST',
    path: '/api/data-requests',
    access: 'admin',
    summary: 'Registrar una solicitud recibida por correo: persona, derecho, fecha de recepción y notas',
    body: registerDataRequestBody,
    responses: { 201: dataRequestView },
  },
  access: {
    method: 'POST',
    path: '/api/data-requests/:id/access',
    access: 'admin',
    summary: 'Acceso: el ZIP con todos los datos de la persona, el mismo que descarga desde la app',
    description: ANSWERS,
    params: dataRequestIdParams,
    responses: { 200: fileReply('application/zip', 'ZIP: los datos de la persona (JSON) y sus archivos') },
  },
  rectification: {
    method: 'POST',
    path: '/api/data-requests/:id/rectification',
    access: 'admin',
    summary: 'Rectificación: corregir el nombre, el apellido y el teléfono de la persona',
    description: ANSWERS,
    params: dataRequestIdParams,
    body: rectifyBody,
    responses: { 200: dataRequestView },
  },
  cancellation: {
    method: 'POST',
    path: '/api/data-requests/:id/cancellation',
    access: 'admin',
    summary: 'Cancelación: elimina la cuenta de la persona; sus reportes quedan anónimos',
    description: ANSWERS,
    params: dataRequestIdParams,
    responses: { 200: dataRequestView },
  },
  opposition: {
    method: 'POST',
    path: '/api/data-requests/:id/opposition',
    access: 'admin',
    summary: 'Oposición: si los envíos de encuestas y de eventos le llegan a la persona',
    description: ANSWERS,
    params: dataRequestIdParams,
    body: sendPreferences,
    responses: { 200: dataRequestView },
  },
});
