import { type AuthorityRow, messages } from '@ppd/domain';
import { DateText } from '../../ui/index.ts';
import { authoritiesQuery, PeoplePage, type PeopleScreen } from '../people/index.ts';
import { AuthorityAlerts } from './AuthorityAlerts.tsx';
import { AuthorityModal } from './AuthorityModal.tsx';

const t = messages.board;

const screen: PeopleScreen<AuthorityRow> = {
  kind: 'authorities',
  texts: { title: t.authorities.title, add: t.authorities.add, confirmDelete: messages.people.confirmDeleteMonitor },
  subtitle: (a) => a.name_category ?? '—',
  details: (a) => (
    <>
      <dl className="details">
        <dt>{t.authorities.authId}</dt>
        <dd>{a.auth_id}</dd>
        <dt>{t.authorities.project}</dt>
        <dd>{a.project ?? '—'}</dd>
        <dt>{t.authorities.category}</dt>
        <dd>{a.name_category ?? '—'}</dd>
        <dt>{t.people.phone}</dt>
        <dd>{a.phone_number ?? '—'}</dd>
        <dt>{t.people.filter}</dt>
        <dd>{a.inactive ? t.people.inactiveOne : t.people.activeOne}</dd>
        <dt>{t.authorities.lastSeen}</dt>
        <dd>{a.last_date ? <DateText value={a.last_date} /> : t.alerts.never}</dd>
      </dl>
      <AuthorityAlerts authorityId={a.id} />
    </>
  ),
  form: (authority, done) => (
    <AuthorityModal monitor={authority} onClose={() => done(false)} onSaved={() => done(true)} />
  ),
};

/** Monitores (/monitores, admins): authorities, their alerts and chats, and Autoridad.xlsx. */
export function AuthoritiesPage() {
  return <PeoplePage query={authoritiesQuery} screen={screen} />;
}
