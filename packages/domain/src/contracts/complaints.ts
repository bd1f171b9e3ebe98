import { z } from 'zod';
import { defineRoutes, fileReply, STAFF, VISITOR, XLS_TYPE } from '../contract.ts';
import {
  appComplaintCategorySchema,
  complaintCategorySchema,
  complaintDeletedReply,
  complaintDetailSchema,
  complaintExportQuery,
  complaintFileParams,
  complaintFileTypeSchema,
  complaintListQuery,
  complaintListReply,
  complaintReportRow,
  complaintSchema,
  complaintStatusBody,
  emptyBody,
  evidenceLinkQuery,
  sendEvidenceBody,
} from '../schemas/complaints.ts';
import { idParams } from '../schemas/fields.ts';
import { complaintReportRowsQuery } from '../schemas/reports.ts';
import { claimContracts } from './claims.ts';

const complaints = z.array(complaintSchema);

/** Complaints (denuncias): the back office's list, report form and evidence e-mails; the visitors' app; the files. */
export const complaintRoutes = defineRoutes('Denuncias', {
  list: {
    method: 'GET',
    path: '/api/complaints/',
    access: STAFF,
    summary: 'Lista de denuncias por páginas, con los conteos por pestaña',
    query: complaintListQuery,
    responses: { 200: complaintListReply },
  },
  detail: {
    method: 'GET',
    path: '/api/complaints/:id',
    access: STAFF,
    summary: 'Una denuncia con los correos de su categoría y los envíos hechos',
    params: idParams,
    responses: { 200: complaintDetailSchema },
  },
  export: {
    method: 'GET',
    path: '/api/complaints/export',
    access: STAFF,
    summary: 'Denuncias.xls de la lista con su filtro',
    query: complaintExportQuery,
    responses: { 200: fileReply(XLS_TYPE, 'Denuncias.xls') },
  },
  specList: {
    method: 'POST',
    path: '/visitors/complaintList',
    access: STAFF,
    summary: 'Todas las denuncias, de la más reciente a la más antigua',
    body: emptyBody,
    responses: { 200: complaints },
  },
  categories: {
    method: 'POST',
    path: '/visitors/complaintCategories',
    access: STAFF,
    summary: 'Categorías de denuncia, habilitadas o no, con sus correos',
    body: emptyBody,
    responses: { 200: z.array(complaintCategorySchema) },
  },
  fileTypes: {
    method: 'GET',
    path: '/visitors/complaint/FileType',
    access: STAFF,
    summary: 'Tipos de archivo de la evidencia (imagen, video, audio)',
    responses: { 200: z.array(complaintFileTypeSchema) },
  },
  reportRows: {
    method: 'POST',
    path: '/visitors/complaint/complaintReport/',
    access: STAFF,
    summary: 'Denuncias del reporte, por páginas, con el sexo, la edad y los estudios de quien denuncia',
    body: complaintReportRowsQuery,
    responses: { 200: z.array(complaintReportRow) },
  },
  setStatus: {
    method: 'POST',
    path: '/api/notifications/complaint/',
    access: STAFF,
    summary: 'Cambiar el estado de una denuncia y responder a quien la hizo',
    body: complaintStatusBody,
    responses: { 200: complaintDetailSchema },
  },
  sendEvidence: {
    method: 'POST',
    path: '/visitors/complaint/sendEmail',
    access: STAFF,
    summary: 'Enviar la evidencia de una denuncia pendiente a los correos de su categoría',
    body: sendEvidenceBody,
    responses: { 200: complaintDetailSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/visitors/complaint/remove/:id',
    access: STAFF,
    summary: 'Eliminar una denuncia con su evidencia (solo un administrador)',
    params: idParams,
    responses: { 200: complaintDeletedReply },
  },
  appCategories: {
    method: 'GET',
    path: '/api/app/complaints/categories',
    access: VISITOR,
    summary: 'Categorías de denuncia habilitadas',
    responses: { 200: z.array(appComplaintCategorySchema) },
  },
  file: {
    method: 'POST',
    path: '/api/app/complaints',
    access: VISITOR,
    collectsPersonalData: true,
    summary: 'Hacer una denuncia desde la app: categoría, texto, ubicación y a lo más un archivo (multipart)',
    description:
      'Campos del formulario: category_id, text, lat y lon (ambas o ninguna); archivo: una foto JPEG, un video MP4 o un audio MP3.',
    multipart: true,
    responses: { 201: complaintSchema },
  },
  mine: {
    method: 'GET',
    path: '/api/app/complaints',
    access: VISITOR,
    summary: 'Denuncias propias, de la más reciente a la más antigua, con su estado y respuesta',
    responses: { 200: complaints },
  },
  one: {
    method: 'GET',
    path: '/api/app/complaints/:id',
    access: VISITOR,
    summary: 'Una denuncia propia',
    params: idParams,
    responses: { 200: complaintSchema },
  },
  evidence: {
    method: 'GET',
    path: '/media/complaints/:id/:file',
    access: 'public',
    summary:
      'La evidencia de una denuncia: para el personal y quien la hizo (encabezado o cookie de archivos), o con el enlace firmado de un correo',
    params: complaintFileParams,
    query: evidenceLinkQuery,
    responses: { 200: fileReply('application/octet-stream', 'La foto, el video o el audio de la denuncia') },
  },
  ...claimContracts('complaint', '/api/complaints'),
});
