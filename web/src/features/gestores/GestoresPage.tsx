import { type GestorRow, messages } from '@ppd/domain';
import { AuditLog } from '../audit/index.ts';
import { gestoresQuery, PeoplePage, type PeopleScreen } from '../people/index.ts';
import { GestorModal } from './GestorModal.tsx';

const t = messages.board.gestores;

const screen: PeopleScreen<GestorRow> = {
  kind: 'gestores',
  texts: { title: t.title, add: t.add, confirmDelete: messages.people.confirmDeleteGestor },
  subtitle: (g) => g.email,
  isMarked: (g) => g.is_admin,
  details: (g) => <AuditLog email={g.email} />,
  form: (gestor, done) => (
    <GestorModal gestor={gestor} fromList onClose={() => done(false)} onSaved={() => done(true)} />
  ),
};

/** Gestores (/gestores, admins): back-office users, admins marked *, their bitácora and Monitorista.xlsx. */
export function GestoresPage() {
  return <PeoplePage query={gestoresQuery} screen={screen} />;
}
