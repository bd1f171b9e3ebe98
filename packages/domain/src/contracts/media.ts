import { z } from 'zod';
import { defineRoutes, fileReply, STAFF } from '../contract.ts';
import { idParams, mediaFileName } from '../schemas/fields.ts';
import { mediaMetadata } from '../schemas/records.ts';

/** A record's file as stored: its path under /media, its type read from the bytes, and what the file says of itself. */
export const recordMediaReply = z.object({
  status: z.literal('ok'),
  media_folder: z.string(),
  file_type: z.string(),
  media_metadata: mediaMetadata.unwrap(),
});

const fileParams = z.object({ file: mediaFileName() });

/** Files: a record's photo, video or audio, and the profile pictures and catalogue icons the screens show. */
export const mediaRoutes = defineRoutes('Archivos', {
  attachToRecord: {
    method: 'POST',
    path: '/api/ppd/levantamiento/:id/media',
    access: [...STAFF, 'visitor'],
    summary: 'Adjuntar a un registro su foto (JPEG o PNG), video (MP4) o audio (MP3): reemplaza el anterior',
    params: idParams,
    multipart: true,
    responses: { 200: recordMediaReply },
  },
  recordFile: {
    method: 'GET',
    path: '/media/records/:id/:file',
    access: 'public',
    summary: 'El archivo de un registro: de uno privado, solo para gestores (encabezado o cookie de archivos)',
    params: idParams.extend(fileParams.shape),
    responses: { 200: fileReply('application/octet-stream', 'La foto, el video o el audio del registro') },
  },
  profileImage: {
    method: 'GET',
    path: '/media/profiles/:file',
    access: 'public',
    summary: 'Una foto de perfil',
    params: fileParams,
    responses: { 200: fileReply('image/*', 'La foto, PNG o JPEG') },
  },
  icon: {
    method: 'GET',
    path: '/media/icons/:file',
    access: 'public',
    summary: 'Un ícono de catálogo subido por un administrador',
    params: fileParams,
    responses: { 200: fileReply('image/*', 'El ícono, PNG o JPEG') },
  },
});
