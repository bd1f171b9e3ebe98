import { z } from 'zod';
import { defineRoutes } from '../contract.ts';
import { apiKeySchema, issueApiKeyBody, issuedApiKeySchema } from '../schemas/api-keys.ts';
import { idParams } from '../schemas/fields.ts';

/** Configuración → Integraciones: the keys other systems file complaints with (Open311's api_key). */
export const apiKeyRoutes = defineRoutes('Integraciones', {
  list: {
    method: 'GET',
    path: '/api/integrations/api-keys',
    access: 'admin',
    summary: 'Claves de API emitidas, vigentes y revocadas (sin la clave)',
    responses: { 200: z.array(apiKeySchema) },
  },
  issue: {
    method: 'POST',
    path: '/api/integrations/api-keys',
    access: 'admin',
    summary: 'Emitir una clave de API: la respuesta la muestra esta única vez',
    body: issueApiKeyBody,
    responses: { 201: issuedApiKeySchema },
  },
  revoke: {
    method: 'DELETE',
    path: '/api/integrations/api-keys/:id',
    access: 'admin',
    summary: 'Revocar una clave de API: desde ese momento se rechaza',
    params: idParams,
    responses: { 200: apiKeySchema },
  },
});
