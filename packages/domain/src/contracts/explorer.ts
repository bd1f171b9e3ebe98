import { z } from 'zod';
import { defineRoutes, fileReply } from '../contract.ts';
import { EXPLORER_EARLY_PATHS, MAP_PAYLOAD_TYPE } from '../map-payload.ts';
import { explorerBody, explorerDetailsBody, storedRecord } from '../schemas/records.ts';

/**
 * A record as the explorer reads it: the records list's fields, its subcategory's icon, `geojson` as text (as the
 * spec's explorer expects) and its date as JSON writes it; the author's e-mail and id only for staff.
 */
export const explorerRecord = storedRecord.extend({
  subcategoria_icono: z.string().nullable(),
  fecha_levantamiento: z.string(),
  geojson: z.string(),
  usuario: z.string().optional(),
  user_id: z.number().nullable().optional(),
});
export type ExplorerRecord = z.infer<typeof explorerRecord>;
const explorerRecords = z.object({ levantamientos: z.array(explorerRecord) });
const mapPayload = fileReply(MAP_PAYLOAD_TYPE, 'Los registros como los dibuja el mapa (map-payload.ts)');
const staffAddsPrivate = 'Un token de gestor válido añade los registros privados; sin él, los públicos.';

/** The explorer (/explorador, /adminexplorer): public, with the private records for a valid staff token. */
export const explorerRoutes = defineRoutes('Explorador', {
  records: {
    method: 'POST',
    path: '/api/ppd/levantamiento/getLevantamientos',
    access: 'public',
    summary: 'Registros del explorador con su GeoJSON, según los filtros',
    description: staffAddsPrivate,
    body: explorerBody,
    responses: { 200: explorerRecords },
  },
  map: {
    method: 'POST',
    path: EXPLORER_EARLY_PATHS.map,
    access: 'public',
    summary: 'Los registros del filtro en el formato del mapa',
    description: staffAddsPrivate,
    body: explorerBody,
    responses: { 200: mapPayload },
  },
  firstMap: {
    method: 'GET',
    path: EXPLORER_EARLY_PATHS.map,
    access: 'public',
    summary: 'El primer mapa del explorador: todos los registros de los tipos que ofrece',
    description: staffAddsPrivate,
    query: z.object({}),
    responses: { 200: mapPayload },
  },
  details: {
    method: 'POST',
    path: '/api/ppd/levantamiento/details',
    access: 'public',
    summary: 'Los detalles de los registros que nombró el mapa (ventana emergente o exportación)',
    description: staffAddsPrivate,
    body: explorerDetailsBody,
    responses: { 200: explorerRecords },
  },
});
