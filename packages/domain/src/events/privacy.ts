import { formatDay } from '../dates.ts';
import { inModule } from './entries.ts';
import type { CatalogueSection } from './spec.ts';

type PrivacyEvent =
  | 'privacy.consent_given'
  | 'privacy.data_exported'
  | 'privacy.account_cancelled'
  | 'privacy.inactivity_notice'
  | 'privacy.notice_published'
  | 'privacy.preferences_changed';

const yesNo = (on: boolean) => (on ? 'sí' : 'no');
const visitor = (id: number) => `Visitante #${id}`;
const privacy = inModule('Privacidad');

/** Audited only: none is offered to webhooks, and none names the person beyond their id. */
export const privacyEvents: CatalogueSection<PrivacyEvent> = {
  'privacy.consent_given': {
    queues: ['audit'],
    audit: privacy(
      'Aceptación del aviso de privacidad',
      ({ person, version }) => `${visitor(person.id)}: versión ${version}`,
    ),
  },
  'privacy.data_exported': {
    queues: ['audit'],
    audit: privacy('Acceso a sus datos (exportación)', ({ person }) => visitor(person.id)),
  },
  'privacy.account_cancelled': {
    queues: ['audit'],
    audit: ({ person, cause }) => ({
      module: 'Privacidad',
      action: cause === 'inactivity' ? 'Cancelación de cuenta por inactividad' : 'Cancelación de cuenta',
      observation: `${visitor(person.id)}: cuenta eliminada, sus reportes quedan anónimos`,
    }),
  },
  'privacy.inactivity_notice': {
    queues: ['audit', 'email'],
    audit: privacy(
      'Aviso de cancelación por inactividad',
      ({ person, cancelAt }) => `${visitor(person.id)}: se cancelará el ${formatDay(cancelAt)} si no entra`,
    ),
  },
  'privacy.notice_published': {
    queues: ['audit'],
    audit: privacy(
      'Publicación del aviso de privacidad',
      ({ version, publishedAt }) => `Versión ${version}, vigente desde el ${formatDay(publishedAt)}`,
    ),
  },
  'privacy.preferences_changed': {
    queues: ['audit'],
    audit: privacy(
      'Oposición a envíos',
      ({ person, surveys, activities }) =>
        `${visitor(person.id)}: encuestas ${yesNo(surveys)}, eventos ${yesNo(activities)}`,
    ),
  },
};
