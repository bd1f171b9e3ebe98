import { z } from 'zod';
import { ANY_USER, defineRoutes, type RouteContract, STAFF, VISITOR } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import { commentStatusBody, createdReply, newPlaceCommentBody, placeComment } from '../schemas/records.ts';
import { okReply } from '../schemas/session.ts';

/**
 * The calls of one commented kind: records' and events' comments have the same ones. The spec names the path's id
 * `placeId` or `eventId` for the item and `commentId` for moderation; one path of OpenAPI takes one name, so all
 * three say `id` (the URLs are the same).
 */
function commentsOn(path: string, what: string) {
  return {
    list: {
      method: 'GET',
      path: `${path}/:id`,
      access: ANY_USER,
      summary: `Comentarios de ${what}, del más reciente al más antiguo (las apps ven solo los visibles)`,
      params: idParams,
      responses: { 200: z.array(placeComment) },
    },
    setStatus: {
      method: 'PUT',
      path: `${path}/:id`,
      access: STAFF,
      summary: `Mostrar u ocultar un comentario de ${what} (el id es el del comentario)`,
      params: idParams,
      body: commentStatusBody,
      responses: { 200: okReply },
    },
    add: {
      method: 'POST',
      path: `${path}/:id`,
      access: VISITOR,
      collectsPersonalData: true,
      summary: `Comentar ${what} con 1 a 5 estrellas`,
      params: idParams,
      body: newPlaceCommentBody,
      responses: { 200: createdReply },
    },
  } as const satisfies Record<string, RouteContract>;
}

/** Comments on records (places). */
export const placeCommentRoutes = defineRoutes('Comentarios', commentsOn('/api/comments_places', 'un registro'));
/** Comments on events. */
export const activityCommentRoutes = defineRoutes('Comentarios', commentsOn('/api/comments_events', 'un evento'));
