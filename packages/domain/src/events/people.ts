import type { AuditModule } from '../constants.ts';
import type { PersonRef } from './payloads.ts';
import type { CatalogueSection } from './spec.ts';

type PeopleEvent =
  | 'person.created'
  | 'person.updated'
  | 'person.deleted'
  | 'person.activity_changed'
  | 'visitor.signed_up';

/** Authorities are managed in Monitores, gestores in Gestores. */
const moduleOf = (p: PersonRef): AuditModule => (p.type === 'authority' ? 'Monitores' : 'Gestores');
const who = (p: PersonRef) => `${p.name} ${p.last_name} (${p.email})`.replace(/\s+/g, ' ');
const noun = (p: PersonRef) => (p.type === 'authority' ? 'monitor' : 'gestor');
/** A change to an authority or a gestor: `Edición de monitor`, under its module, offered to webhooks by its ids. */
const personEvent = (change: string) => ({
  queues: ['audit'] as const,
  webhook: { personal: true } as const,
  audit: ({ person }: { person: PersonRef }) => ({
    module: moduleOf(person),
    action: `${change} de ${noun(person)}`,
    observation: who(person),
  }),
});

export const peopleEvents: CatalogueSection<PeopleEvent> = {
  'person.created': personEvent('Creación'),
  'person.updated': personEvent('Edición'),
  'person.deleted': personEvent('Eliminación'),
  'person.activity_changed': {
    queues: ['audit'],
    webhook: { personal: true },
    audit: ({ person, inactive }) => ({
      module: moduleOf(person),
      action: inactive ? `Desactivación de ${noun(person)}` : `Activación de ${noun(person)}`,
      observation: who(person),
    }),
  },
  'visitor.signed_up': {
    queues: ['audit'],
    webhook: { personal: true },
    audit: ({ person }) => ({ module: 'Login', action: 'Registro de visitante', observation: who(person) }),
  },
};
