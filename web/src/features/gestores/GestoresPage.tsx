import { type GestorRow, messages } from '@ppd/domain';
import { useState } from 'react';
import { Avatar, ListDetailLayout, Truncated } from '../../ui/index.ts';
import { gestoresQuery, PersonActions, usePeopleList } from '../people/index.ts';
import { AuditLog } from '../audit/index.ts';
import { GestorModal } from './GestorModal.tsx';
import '../../ui/alerts.css';

const t = messages.board;

/** Gestores (/gestores, admins): back-office users, admins marked *, their bitácora and Monitorista.xlsx. */
export function GestoresPage() {
  const list = usePeopleList(gestoresQuery);
  const [editing, setEditing] = useState<GestorRow | 'new' | null>(null);
  const g = list.selected;
  return (
    <div className="people-page">
      <ListDetailLayout
        title={t.gestores.title}
        {...list.layout}
        onAdd={() => setEditing('new')}
        addLabel={t.gestores.add}
        items={list.items}
        loading={list.loading}
        failed={list.failed}
        getKey={(p) => p.id}
        selectedKey={g?.id ?? null}
        onSelect={list.select}
        renderItem={(p) => (
          <span className="alert-item">
            <strong>
              <Truncated text={`${p.name} ${p.last_name}`} />
              {p.is_admin && <span title={t.people.adminMark}> *</span>}
            </strong>
            <span className="muted">
              <Truncated text={p.email} /> · {p.inactive ? t.people.inactiveOne : t.people.activeOne}
            </span>
          </span>
        )}
        detail={
          g && (
            <div className="people-detail">
              <div className="profile-identity">
                <Avatar src={g.profile_image} alt={`${g.name} ${g.last_name}`} size={72} />
                <div>
                  <p className="profile-name">
                    {g.name} {g.last_name}
                    {g.is_admin && ' *'}
                  </p>
                  <p className="muted">{g.email}</p>
                </div>
              </div>
              <PersonActions
                person={g}
                kind="gestores"
                confirmDelete={messages.people.confirmDeleteGestor}
                onEdit={() => setEditing(g)}
                onChanged={list.reload}
                onDeleted={() => {
                  list.select(null);
                  list.reload();
                }}
              />
              <AuditLog email={g.email} />
            </div>
          )
        }
      />
      {editing && (
        <GestorModal
          gestor={editing === 'new' ? null : editing}
          fromList
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
