import type { CatalogueSection } from './spec.ts';

type PrivacyEvent =
  | 'privacy.consent_given'
  | 'privacy.data_exported'
  | 'privacy.account_cancelled'
  | 'privacy.preferences_changed';

const yesNo = (on: boolean) => (on ? 'sí' : 'no');
const visitor = (id: number) => `Visitante #${id}`;

/** Audited only: none is offered to webhooks, and none names the person beyond their id. */
export const privacyEvents: CatalogueSection<PrivacyEvent> = {
  'privacy.consent_given': {
    queues: ['audit'],
    audit: ({ person, version }) => ({
      module: 'Privacidad',
      action: 'Aceptación del aviso de privacidad',
      observation: `${visitor(person.id)}: versión ${version}`,
    }),
  },
  'privacy.data_exported': {
    queues: ['audit'],
    audit: ({ person }) => ({
      module: 'Privacidad',
      action: 'Acceso a sus datos (exportación)',
      observation: visitor(person.id),
    }),
  },
  'privacy.account_cancelled': {
    queues: ['audit'],
    audit: ({ person }) => ({
      module: 'Privacidad',
      action: 'Cancelación de cuenta',
      observation: `${visitor(person.id)}: cuenta eliminada, sus reportes quedan anónimos`,
    }),
  },
  'privacy.preferences_changed': {
    queues: ['audit'],
    audit: ({ person, surveys, activities }) => ({
      module: 'Privacidad',
      action: 'Oposición a envíos',
      observation: `${visitor(person.id)}: encuestas ${yesNo(surveys)}, eventos ${yesNo(activities)}`,
    }),
  },
};
