import { defineRoutes, fileReply, STAFF } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import {
  createdReply,
  explorerExportBody,
  explorerExportParams,
  exportParams,
  exportQuery,
  newRecordBody,
  recordListBody,
  recordListReply,
  updateGeometriesBody,
  updateRecordBody,
} from '../schemas/records.ts';
import { okReply } from '../schemas/session.ts';

const base = '/api/ppd/levantamiento';
const geoFile = 'GeoJSON (application/geo+json), KML (application/vnd.google-earth.kml+xml) o Shapefile (zip)';

/** A change to one record, named by id after `path`, that only its author or an administrator may make. */
const authorOrAdminChange = <const R extends { method: 'PUT' | 'DELETE'; path: string; summary: string }>(
  route: R,
) => ({
  ...route,
  path: `${base}/${route.path}/:id`,
  access: STAFF,
  summary: `${route.summary} (su autor o un administrador)`,
  params: idParams,
  responses: { 200: okReply },
});

/** Records (levantamientos): the records screen's list, form and exports, and the explorer's export. */
export const recordRoutes = defineRoutes('Registros', {
  create: {
    method: 'POST',
    path: `${base}/newLevantamiento`,
    access: STAFF,
    summary: 'Registrar un levantamiento con sus geometrías',
    body: newRecordBody,
    responses: { 200: createdReply },
  },
  list: {
    method: 'POST',
    path: `${base}/getLevantamientosGeneral`,
    access: STAFF,
    summary: 'Una página de los registros, filtrada y ordenada por nombre',
    body: recordListBody,
    responses: { 200: recordListReply },
  },
  update: authorOrAdminChange({
    method: 'PUT',
    path: 'updateLevantamiento',
    summary: 'Actualizar los datos de un registro',
    body: updateRecordBody,
  }),
  updateGeometries: authorOrAdminChange({
    method: 'PUT',
    path: 'updateLevantamientoGeometries',
    summary: 'Reemplazar las geometrías de un registro',
    body: updateGeometriesBody,
  }),
  remove: authorOrAdminChange({
    method: 'DELETE',
    path: 'deleteLevantamiento',
    summary: 'Eliminar un registro y sus archivos',
  }),
  export: {
    method: 'GET',
    path: `${base}/export/:format`,
    access: STAFF,
    summary: 'Descargar los registros (todos, los del filtro o los ids listados) en GeoJSON, KML, Shapefile o Excel',
    params: exportParams,
    query: exportQuery,
    responses: { 200: fileReply('application/octet-stream', `${geoFile}, o Excel (.xlsx), según el formato`) },
  },
  explorerExport: {
    method: 'POST',
    path: `${base}/explorer-export/:format`,
    access: 'public',
    summary: 'Descargar los registros a la vista del explorador en GeoJSON, KML o Shapefile',
    description: 'Los privados solo con un token de gestor válido, como en el mapa.',
    params: explorerExportParams,
    body: explorerExportBody,
    responses: { 200: fileReply('application/octet-stream', `${geoFile}, según el formato`) },
  },
});
