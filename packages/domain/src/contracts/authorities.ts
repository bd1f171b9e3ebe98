import { z } from 'zod';
import { defineRoutes, STAFF } from '../contract.ts';
import { activeAuthoritiesQuery } from '../positions/schemas.ts';
import { activeAuthority, authorityCategory, authorityRow, authorityUpdate } from '../schemas/people.ts';
import { personRoutes } from './people.ts';

/** The name of an authority's workbook, as the API sends it and the browser saves it. */
export const AUTHORITY_WORKBOOK = 'Autoridad.xlsx';

/** Monitores: the authorities who attend alerts, kept by administrators (creation is `peopleRoutes.create`). */
export const authorityRoutes = defineRoutes('Autoridades', {
  ...personRoutes('/authorities', authorityRow, authorityUpdate, {
    one: 'una autoridad',
    plural: 'Autoridades',
    onDelete: 'sus alertas asignadas vuelven a ABIERTA',
    workbook: AUTHORITY_WORKBOOK,
    sheets: 'Autoridad, Alertas y Chats',
  }),
  categories: {
    method: 'GET',
    path: '/authorities/categories/listAll',
    access: STAFF,
    summary: 'Categorías de autoridad',
    responses: { 200: z.array(authorityCategory) },
  },
  active: {
    method: 'GET',
    path: '/authorities/active/list/',
    access: STAFF,
    summary: 'Autoridades activas a quienes asignar una alerta, la vista más recientemente primero',
    description:
      'Con `alert_id` (o `lat` y `lon`) se listan las 100 más cercanas a la alerta por su última posición, sin ' +
      'posición al final, y la más cercana sin alerta asignada lleva `nearest`.',
    query: activeAuthoritiesQuery,
    responses: { 200: z.array(activeAuthority) },
  },
});
