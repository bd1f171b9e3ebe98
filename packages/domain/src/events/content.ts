import { MAX_STARS } from '../constants.ts';
import type { CommentRef, SendFilter } from './payloads.ts';
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

/** The filter as a person reads it in the bitácora: only what was set. */
export function describeFilter(f: SendFilter): string {
  const parts: string[] = [];
  if (f.sex) parts.push(`sexo ${f.sex === 'H' ? 'Masculino' : 'Femenino'}`);
  if (f.min_age !== null) parts.push(`edad mínima ${f.min_age}`);
  if (f.max_age !== null) parts.push(`edad máxima ${f.max_age}`);
  if (f.level_studies) parts.push(`estudios ${f.level_studies}`);
  if (f.wkt) parts.push('dentro del área dibujada');
  return parts.length ? parts.join(', ') : 'todos los visitantes';
}

const commentPlace = (p: CommentRef) =>
  `Comentario ${p.commentId} ${p.target === 'activity' ? 'del evento' : 'del registro'} ${p.targetId}`;
const namedActivity = (e: { id: number; nombre: string }) => `Evento "${e.nombre}" (${e.id})`;
const commentModule = (target: 'place' | 'activity') => (target === 'activity' ? 'Eventos' : 'Registros');

export const contentEvents: CatalogueSection<ContentEvent> = {
  'activity.created': {
    queues: ['audit'],
    webhook: { fields: ['activity'] },
    audit: ({ activity }) => ({
      module: 'Eventos',
      action: 'Creación de evento',
      observation: namedActivity(activity),
    }),
  },
  'activity.updated': {
    queues: ['audit'],
    webhook: { fields: ['activity'] },
    audit: ({ activity }) => ({
      module: 'Eventos',
      action: 'Actualización de evento',
      observation: namedActivity(activity),
    }),
  },
  'activity.deleted': {
    queues: ['audit'],
    webhook: { fields: ['activity'] },
    audit: ({ activity }) => ({
      module: 'Eventos',
      action: 'Eliminación de evento',
      observation: namedActivity(activity),
    }),
  },
  // The fan-out to the visitors is the `bulk-send` queue's, shared with the surveys' sends.
  'activity.sent': {
    queues: ['audit', 'bulk-send'],
    webhook: { fields: ['activity', 'sendId'] },
    audit: ({ activity, filter, sendId }) => ({
      module: 'Eventos',
      action: 'Envío de evento a visitantes',
      observation: `${namedActivity(activity)} enviado a ${describeFilter(filter)} (envío ${sendId})`,
    }),
  },
  'record.created': {
    queues: ['audit'],
    webhook: { fields: ['record'] },
    audit: ({ record }) => ({
      module: 'Levantamientos',
      action: 'Creación de levantamiento',
      observation: `Levantamiento ${record.id}: ${record.title}`,
    }),
  },
  'record.updated': {
    queues: ['audit'],
    webhook: { fields: ['record'] },
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Actualización de registro',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
  'record.geometry_updated': {
    queues: ['audit'],
    webhook: { fields: ['record'] },
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Actualización de geometrías',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
  'record.deleted': {
    queues: ['audit'],
    webhook: { fields: ['record'] },
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Eliminación de registro',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
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
