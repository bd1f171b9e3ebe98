import { alertTypeTargetsBody, complaintCategoryTargetsBody, responseTargetsReply } from '../clocks/schemas.ts';
import { defineRoutes, STAFF } from '../contract.ts';
import { catalogSaved } from '../schemas/catalogs.ts';
import { idParams } from '../schemas/fields.ts';

/**
 * The response clocks' targets (issue 35 §2), kept on two catalogues: seconds per alert type, business days per
 * complaint category. Configuración reads and edits them; a change re-times the open items' pending deadlines.
 */
export const responseTargetRoutes = defineRoutes('Catálogos', {
  list: {
    method: 'GET',
    path: '/api/response-targets',
    access: STAFF,
    summary: 'Tiempos de respuesta: metas por tipo de alerta y por categoría de denuncia',
    responses: { 200: responseTargetsReply },
  },
  alertType: {
    method: 'PUT',
    path: '/api/response-targets/alert-types/:id',
    access: 'admin',
    summary: 'Cambia las metas (segundos) de asignación y de atención de un tipo de alerta',
    params: idParams,
    body: alertTypeTargetsBody,
    responses: { 200: catalogSaved },
  },
  complaintCategory: {
    method: 'PUT',
    path: '/api/response-targets/complaint-categories/:id',
    access: 'admin',
    summary: 'Cambia las metas (días hábiles) de primera respuesta y de cierre de una categoría de denuncia',
    params: idParams,
    body: complaintCategoryTargetsBody,
    responses: { 200: catalogSaved },
  },
});
