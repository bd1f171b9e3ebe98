import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { ANY_USER, defineRoutes, type RouteContract, STAFF } from '../contract.ts';
import { id } from '../schemas/fields.ts';
import {
  commentParams,
  commentStatusBody,
  createdReply,
  newPlaceCommentBody,
  placeComment,
} from '../schemas/records.ts';
import { okReply } from '../schemas/session.ts';

const VISITOR: readonly UserType[] = ['visitor'];

/** The calls of one commented kind: records' (`placeId`) and events' (`eventId`) comments have the same ones. */
function commentsOn<P extends string>(path: string, param: P, what: string) {
  const item = z.object({ [param]: id() } as Record<P, ReturnType<typeof id>>);
  return {
    list: {
      method: 'GET',
      path: `${path}/:${param}`,
      access: ANY_USER,
      summary: `Comentarios de ${what}, del más reciente al más antiguo (las apps ven solo los visibles)`,
      params: item,
      responses: { 200: z.array(placeComment) },
    },
    setStatus: {
      method: 'PUT',
      path: `${path}/:commentId`,
      access: STAFF,
      summary: `Mostrar u ocultar un comentario de ${what}`,
      params: commentParams,
      body: commentStatusBody,
      responses: { 200: okReply },
    },
    add: {
      method: 'POST',
      path: `${path}/:${param}`,
      access: VISITOR,
      summary: `Comentar ${what} con 1 a 5 estrellas`,
      params: item,
      body: newPlaceCommentBody,
      responses: { 200: createdReply },
    },
  } as const satisfies Record<string, RouteContract>;
}

/** Comments on records (places). */
export const placeCommentRoutes = defineRoutes(
  'Comentarios',
  commentsOn('/api/comments_places', 'placeId', 'un registro'),
);
/** Comments on events. */
export const eventCommentRoutes = defineRoutes(
  'Comentarios',
  commentsOn('/api/comments_events', 'eventId', 'un evento'),
);
