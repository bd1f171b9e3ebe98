import { type AuthorityRow, messages } from '@ppd/domain';
import { useState } from 'react';
import { Avatar, DateText, ListDetailLayout, Truncated } from '../../ui/index.ts';
import { AuthorityAlerts } from './AuthorityAlerts.tsx';
import { AuthorityModal } from './AuthorityModal.tsx';
import { authoritiesQuery, PersonActions, usePeopleList } from '../people/index.ts';
import '../../ui/alerts.css';

const t = messages.board;

/** Monitores (/monitores, admins): authorities, their alerts and chats, and Autoridad.xlsx. */
export function AuthoritiesPage() {
  const list = usePeopleList(authoritiesQuery);
  const [editing, setEditing] = useState<AuthorityRow | 'new' | null>(null);
  const m = list.selected;
  return (
    <div className="people-page">
      <ListDetailLayout
        title={t.authorities.title}
        {...list.layout}
        onAdd={() => setEditing('new')}
        addLabel={t.authorities.add}
        items={list.items}
        loading={list.loading}
        failed={list.failed}
        getKey={(p) => p.id}
        selectedKey={m?.id ?? null}
        onSelect={list.select}
        renderItem={(p) => (
          <span className="alert-item">
            <strong>
              <Truncated text={`${p.name} ${p.last_name}`} />
            </strong>
            <span className="muted">
              <Truncated text={p.name_category ?? '—'} /> · {p.inactive ? t.people.inactiveOne : t.people.activeOne}
            </span>
          </span>
        )}
        detail={
          m && (
            <div className="people-detail">
              <div className="profile-identity">
                <Avatar src={m.profile_image} alt={`${m.name} ${m.last_name}`} size={72} />
                <div>
                  <p className="profile-name">
                    {m.name} {m.last_name}
                  </p>
                  <p className="muted">{m.email}</p>
                </div>
              </div>
              <PersonActions
                person={m}
                kind="authorities"
                confirmDelete={messages.people.confirmDeleteMonitor}
                onEdit={() => setEditing(m)}
                onChanged={list.reload}
                onDeleted={() => {
                  list.select(null);
                  list.reload();
                }}
              />
              <dl className="details">
                <dt>{t.authorities.authId}</dt>
                <dd>{m.auth_id}</dd>
                <dt>{t.authorities.project}</dt>
                <dd>{m.project ?? '—'}</dd>
                <dt>{t.authorities.category}</dt>
                <dd>{m.name_category ?? '—'}</dd>
                <dt>{t.people.phone}</dt>
                <dd>{m.phone_number ?? '—'}</dd>
                <dt>{t.people.filter}</dt>
                <dd>{m.inactive ? t.people.inactiveOne : t.people.activeOne}</dd>
                <dt>{t.authorities.lastSeen}</dt>
                <dd>{m.last_date ? <DateText value={m.last_date} /> : t.alerts.never}</dd>
              </dl>
              <AuthorityAlerts authorityId={m.id} />
            </div>
          )
        }
      />
      {editing && (
        <AuthorityModal
          monitor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
