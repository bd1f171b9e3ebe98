import { ROOMS } from '../realtime.ts';
import { thingEvents } from './entries.ts';
import type { CatalogueSection } from './spec.ts';

type SurveyEvent = 'survey.created' | 'survey.updated' | 'survey.deleted' | 'survey.sent' | 'survey.answered';

const named = (s: { id: number; nombre: string }) => `Encuesta "${s.nombre}" (${s.id})`;
const survey = thingEvents('Encuestas', 'survey', named);

export const surveyEvents: CatalogueSection<SurveyEvent> = {
  'survey.created': survey.changed('Creación de una encuesta'),
  'survey.updated': survey.changed('Edición de una encuesta'),
  'survey.deleted': survey.changed('Eliminación de una encuesta'),
  'survey.sent': survey.sent('Envío de encuesta a visitantes', 'enviada'),
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
