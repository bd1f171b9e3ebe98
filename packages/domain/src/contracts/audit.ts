import { defineRoutes, STAFF } from '../contract.ts';
import { auditListBody, auditListReply, auditSaveBody, auditSaveReply } from '../schemas/audit.ts';

/** The bitácora: what each back-office user did, as the workers write it from the events. */
export const auditRoutes = defineRoutes('Bitácora', {
  save: {
    method: 'POST',
    path: '/api/binnacles/monitor/save/',
    access: STAFF,
    summary: 'Anotar en la bitácora una acción del panel (con el correo de la sesión)',
    body: auditSaveBody,
    responses: { 200: auditSaveReply },
  },
  list: {
    method: 'POST',
    path: '/api/binnacles/monitor/list',
    access: STAFF,
    summary: 'Una página de la bitácora de un gestor (la propia, o cualquiera para un administrador)',
    body: auditListBody,
    responses: { 200: auditListReply },
  },
});
