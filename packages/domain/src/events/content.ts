import { MAX_STARS } from '../constants.ts';
import { thingEvents } from './entries.ts';
import type { CommentRef } from './payloads.ts';
import type { CatalogueSection } from './spec.ts';

type ContentEvent =
  | 'activity.created'
  | 'activity.updated'
  | 'activity.deleted'
  | 'activity.sent'
  | 'record.created'
  | 'record.updated'
  | 'record.geometry_updated'
  | 'record.deleted'
  | 'comment.created'
  | 'comment.hidden'
  | 'comment.shown';

const commentPlace = (p: CommentRef) =>
  `Comentario ${p.commentId} ${p.target === 'activity' ? 'del evento' : 'del registro'} ${p.targetId}`;
const namedActivity = (e: { id: number; nombre: string }) => `Evento "${e.nombre}" (${e.id})`;
const commentModule = (target: 'place' | 'activity') => (target === 'activity' ? 'Eventos' : 'Registros');

type RecordRef = { id: number; title: string };
const activity = thingEvents('Eventos', 'activity', namedActivity);
const record = thingEvents('Registros', 'record', (r: RecordRef) => `Registro ${r.id}: ${r.title}`);
const levantamiento = (r: RecordRef) => `Levantamiento ${r.id}: ${r.title}`;

export const contentEvents: CatalogueSection<ContentEvent> = {
  'activity.created': activity.changed('Creación de evento'),
  'activity.updated': activity.changed('Actualización de evento'),
  'activity.deleted': activity.changed('Eliminación de evento'),
  'activity.sent': activity.sent('Envío de evento a visitantes', 'enviado'),
  'record.created': thingEvents('Levantamientos', 'record', levantamiento).changed('Creación de levantamiento'),
  'record.updated': record.changed('Actualización de registro'),
  'record.geometry_updated': record.changed('Actualización de geometrías'),
  'record.deleted': record.changed('Eliminación de registro'),
  'comment.created': {
    queues: ['audit'],
    webhook: { fields: ['target', 'targetId', 'commentId', 'stars'] },
    audit: (p) => ({
      module: commentModule(p.target),
      action: 'Nuevo comentario',
      observation: `${commentPlace(p)}, con ${p.stars} de ${MAX_STARS} estrellas`,
    }),
  },
  'comment.hidden': {
    queues: ['audit'],
    webhook: { fields: ['target', 'targetId', 'commentId'] },
    audit: (p) => ({ module: commentModule(p.target), action: 'Ocultar comentario', observation: commentPlace(p) }),
  },
  'comment.shown': {
    queues: ['audit'],
    webhook: { fields: ['target', 'targetId', 'commentId'] },
    audit: (p) => ({ module: commentModule(p.target), action: 'Mostrar comentario', observation: commentPlace(p) }),
  },
};
