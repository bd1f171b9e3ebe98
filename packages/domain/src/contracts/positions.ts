import { AUTHORITY, defineRoutes, STAFF } from '../contract.ts';
import { positionFixBody, positionFixReply, positionRetention } from '../positions/schemas.ts';

/** Responders on the map (issue 35 §3): the authorities' app sends its fixes; Configuración keeps their history. */
export const positionRoutes = defineRoutes('Posiciones', {
  report: {
    method: 'POST',
    path: '/api/app/position',
    access: AUTHORITY,
    summary: 'Enviar la posición GPS de la autoridad (una cada 5 s como máximo; la misma por el socket: `position`)',
    description:
      'Una posición más frecuente que una cada 5 s se rechaza con 429 y Retry-After, sin guardar nada. ' +
      '`fixed_at` es la hora en que el dispositivo tomó la posición: ni futura ni de hace más de 10 minutos.',
    body: positionFixBody,
    responses: { 201: positionFixReply },
  },
  retention: {
    method: 'GET',
    path: '/api/settings/position-retention',
    access: STAFF,
    summary: 'Días que se conserva el historial de posiciones de las autoridades',
    responses: { 200: positionRetention },
  },
  saveRetention: {
    method: 'PUT',
    path: '/api/settings/position-retention',
    access: 'admin',
    summary: 'Cambiar los días que se conserva el historial de posiciones',
    body: positionRetention,
    responses: { 200: positionRetention },
  },
});
