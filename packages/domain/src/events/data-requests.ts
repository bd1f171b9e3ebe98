import { dataRequestTexts } from '../data-requests/texts.ts';
import { inModule } from './entries.ts';
import type { DataRequestRef } from './payloads.ts';
import type { CatalogueSection } from './spec.ts';

type DataRequestEvent = 'data_request.registered' | 'data_request.operation_run';

/** "Solicitud #7 (Acceso), Visitante #5": how the bitácora names a request and its person. */
const named = (r: DataRequestRef, personId: number) =>
  `Solicitud #${r.id} (${dataRequestTexts.rights[r.right]}), Visitante #${personId}`;

const privacy = inModule('Privacidad');

/** Audited only; like the privacy events, they name the person by id alone. */
export const dataRequestEvents: CatalogueSection<DataRequestEvent> = {
  'data_request.registered': {
    queues: ['audit'],
    audit: privacy('Registro de solicitud de datos', ({ request, person }) => named(request, person.id)),
  },
  'data_request.operation_run': {
    queues: ['audit'],
    audit: ({ request, person, operation, answered }) => ({
      module: 'Privacidad',
      action: `Solicitud de datos: ${dataRequestTexts.operations[operation]}`,
      observation: `${named(request, person.id)}${answered ? ': respondida' : ''}`,
    }),
  },
};
