import type { SendFilter } from './payloads.ts';
import type { CatalogueSection } from './spec.ts';

type ContentEvent =
  | 'survey.sent'
  | 'survey.deleted'
  | 'event.sent'
  | 'record.created'
  | 'record.updated'
  | 'record.geometry_updated'
  | 'record.deleted'
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

const commentPlace = (p: { target: 'place' | 'event'; targetId: number; commentId: number }) =>
  `Comentario ${p.commentId} ${p.target === 'event' ? 'del evento' : 'del registro'} ${p.targetId}`;
const commentModule = (target: 'place' | 'event') => (target === 'event' ? 'Eventos' : 'Registros');

export const contentEvents: CatalogueSection<ContentEvent> = {
  // The fan-out to visitors joins these queues ('bulk-send') with the feature that processes it.
  'survey.sent': {
    queues: ['audit'],
    audit: ({ survey, filter }) => ({
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
      observation: `Encuesta "${survey.nombre}" enviada a ${describeFilter(filter)}`,
    }),
  },
  'survey.deleted': {
    queues: ['audit'],
    audit: ({ survey }) => ({
      module: 'Encuestas',
      action: 'Eliminación de una encuesta',
      observation: `Encuesta "${survey.nombre}" (${survey.id})`,
    }),
  },
  'event.sent': {
    queues: ['audit'],
    audit: ({ event, filter }) => ({
      module: 'Eventos',
      action: 'Envío de evento a visitantes',
      observation: `Evento "${event.nombre}" enviado a ${describeFilter(filter)}`,
    }),
  },
  'record.created': {
    queues: ['audit'],
    audit: ({ record }) => ({
      module: 'Levantamientos',
      action: 'Creación de levantamiento',
      observation: `Levantamiento ${record.id}: ${record.title}`,
    }),
  },
  'record.updated': {
    queues: ['audit'],
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Actualización de registro',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
  'record.geometry_updated': {
    queues: ['audit'],
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Actualización de geometrías',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
  'record.deleted': {
    queues: ['audit'],
    audit: ({ record }) => ({
      module: 'Registros',
      action: 'Eliminación de registro',
      observation: `Registro ${record.id}: ${record.title}`,
    }),
  },
  'comment.hidden': {
    queues: ['audit'],
    audit: (p) => ({ module: commentModule(p.target), action: 'Ocultar comentario', observation: commentPlace(p) }),
  },
  'comment.shown': {
    queues: ['audit'],
    audit: (p) => ({ module: commentModule(p.target), action: 'Mostrar comentario', observation: commentPlace(p) }),
  },
};
