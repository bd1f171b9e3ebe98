import { z } from 'zod';
import { defineRoutes } from '../contract.ts';
import {
  open311ErrorsSchema,
  open311FiledSchema,
  open311FormatParams,
  open311RequestBody,
  open311RequestParams,
  open311RequestSchema,
  open311RequestsQuery,
  open311ServiceDefinitionSchema,
  open311ServiceParams,
  open311ServiceSchema,
} from '../schemas/open311.ts';

const XML = 'En `.xml` responde lo mismo en XML, como pide el estándar; en `.json`, JSON.';
const refusals = { 400: open311ErrorsSchema, 403: open311ErrorsSchema, 404: open311ErrorsSchema };
const requests = z.array(open311RequestSchema);

/**
 * Open311 GeoReport v2 (wiki.open311.org/GeoReport_v2) over the complaints: the categories are its services and the
 * complaints its service requests. Public: the listing carries no personal data and positions rounded to ~100 m
 * (exact for a gestor's token). Errors answer the standard's `[{ code, description }]`.
 */
export const open311Routes = defineRoutes('Open311', {
  services: {
    method: 'GET',
    path: '/open311/v2/services.:format',
    access: 'public',
    summary: 'Servicios (categorías de denuncia habilitadas)',
    description: XML,
    params: open311FormatParams,
    responses: { 200: z.array(open311ServiceSchema) },
    refusals,
  },
  service: {
    method: 'GET',
    path: '/open311/v2/services/:service_code.:format',
    access: 'public',
    summary: 'Definición de un servicio (sin atributos adicionales)',
    description: XML,
    params: open311ServiceParams,
    responses: { 200: open311ServiceDefinitionSchema },
    refusals,
  },
  requests: {
    method: 'GET',
    path: '/open311/v2/requests.:format',
    access: 'public',
    summary: 'Solicitudes (denuncias): por defecto los últimos 90 días, a lo más 1,000',
    description: `Filtros: service_request_id, service_code y status (open, closed), separados por comas; start_date y end_date en formato W3C. ${XML}`,
    params: open311FormatParams,
    query: open311RequestsQuery,
    responses: { 200: requests },
    refusals,
  },
  file: {
    method: 'POST',
    path: '/open311/v2/requests.:format',
    access: 'public',
    summary: 'Registrar una denuncia como lo hace un visitante',
    description: `Con el token de un visitante (Authorization: Bearer) o el campo api_key que emite un administrador en Configuración → Integraciones. Formulario application/x-www-form-urlencoded o JSON. ${XML}`,
    params: open311FormatParams,
    body: open311RequestBody,
    responses: { 201: z.array(open311FiledSchema) },
    refusals,
  },
  request: {
    method: 'GET',
    path: '/open311/v2/requests/:id.:format',
    access: 'public',
    summary: 'Una solicitud (denuncia)',
    description: XML,
    params: open311RequestParams,
    responses: { 200: requests },
    refusals,
  },
});
