import { ROOMS } from '../realtime.ts';
import { describeFilter } from './content.ts';
import type { CatalogueSection } from './spec.ts';

type SurveyEvent = 'survey.created' | 'survey.updated' | 'survey.deleted' | 'survey.sent' | 'survey.answered';

const named = (s: { id: number; nombre: string }) => `Encuesta "${s.nombre}" (${s.id})`;

export const surveyEvents: CatalogueSection<SurveyEvent> = {
  'survey.created': {
    queues: ['audit'],
    webhook: { fields: ['survey'] },
    audit: ({ survey }) => ({ module: 'Encuestas', action: 'Creación de una encuesta', observation: named(survey) }),
  },
  'survey.updated': {
    queues: ['audit'],
    webhook: { fields: ['survey'] },
    audit: ({ survey }) => ({ module: 'Encuestas', action: 'Edición de una encuesta', observation: named(survey) }),
  },
  'survey.deleted': {
    queues: ['audit'],
    webhook: { fields: ['survey'] },
    audit: ({ survey }) => ({ module: 'Encuestas', action: 'Eliminación de una encuesta', observation: named(survey) }),
  },
  // The fan-out to the visitors is the `bulk-send` queue's: it materialises the send's audience and delivers it.
  'survey.sent': {
    queues: ['audit', 'bulk-send'],
    webhook: { fields: ['survey', 'sendId'] },
    audit: ({ survey, filter, sendId }) => ({
      module: 'Encuestas',
      action: 'Envío de encuesta a visitantes',
      observation: `${named(survey)} enviada a ${describeFilter(filter)} (envío ${sendId})`,
    }),
  },
  // Open results pages refetch when an answer arrives.
  'survey.answered': {
    queues: ['audit', 'notify'],
    webhook: { fields: ['survey'] },
    audit: ({ survey, visitorId }) => ({
      module: 'Encuestas',
      action: 'Respuesta de una encuesta',
      observation: `${named(survey)} respondida por el visitante ${visitorId}`,
    }),
    push: ({ survey }) => [
      {
        event: 'survey:answered',
        rooms: [ROOMS.gestores],
        data: { survey: { id: survey.id, number_answers: survey.number_answers } },
      },
    ],
  },
};
