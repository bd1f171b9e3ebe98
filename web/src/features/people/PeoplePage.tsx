import { messages } from '@ppd/domain';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Avatar, ListDetailLayout, Truncated } from '../../ui/index.ts';
import { PersonActions } from './PersonActions.tsx';
import type { PersonKind } from './peopleApi.ts';
import { type Person as ListedPerson, usePeopleList } from './usePeopleList.ts';
import '../../ui/alerts.css';

const t = messages.board.people;

type Person = ListedPerson & { profile_image: string | null };

/** How one kind of person (Monitores, Gestores) fills the shared list-and-detail screen. */
export interface PeopleScreen<P extends Person> {
  kind: PersonKind;
  texts: { title: string; add: string; confirmDelete: string };
  /** The list line under the name (a category, an e-mail). */
  subtitle: (p: P) => string;
  /** Administrators are marked * beside their name. */
  isMarked?: (p: P) => boolean;
  /** What the detail shows under the person's actions. */
  details: (p: P) => ReactNode;
  /** The create (null) or edit form; `done(true)` after a save. */
  form: (person: P | null, done: (saved: boolean) => void) => ReactNode;
}

/** Monitores and Gestores: a searchable list of people, one person's identity, actions and details, and their form. */
export function PeoplePage<P extends Person, K extends QueryKey>({
  query,
  screen,
}: {
  query: UseQueryOptions<P[], Error, P[], K>;
  screen: PeopleScreen<P>;
}) {
  const list = usePeopleList(query);
  const [editing, setEditing] = useState<P | 'new' | null>(null);
  const person = list.selected;
  const marked = (p: P) => screen.isMarked?.(p) ?? false;
  return (
    <div className="people-page">
      <ListDetailLayout
        title={screen.texts.title}
        {...list.layout}
        onAdd={() => setEditing('new')}
        addLabel={screen.texts.add}
        items={list.items}
        loading={list.loading}
        failed={list.failed}
        getKey={(p) => p.id}
        selectedKey={person?.id ?? null}
        onSelect={list.select}
        renderItem={(p) => (
          <span className="alert-item">
            <strong>
              <Truncated text={`${p.name} ${p.last_name}`} />
              {marked(p) && <span title={t.adminMark}> *</span>}
            </strong>
            <span className="muted">
              <Truncated text={screen.subtitle(p)} /> · {p.inactive ? t.inactiveOne : t.activeOne}
            </span>
          </span>
        )}
        detail={
          person && (
            <div className="people-detail">
              <div className="profile-identity">
                <Avatar src={person.profile_image} alt={`${person.name} ${person.last_name}`} size={72} />
                <div>
                  <p className="profile-name">
                    {person.name} {person.last_name}
                    {marked(person) && ' *'}
                  </p>
                  <p className="muted">{person.email}</p>
                </div>
              </div>
              <PersonActions
                person={person}
                kind={screen.kind}
                confirmDelete={screen.texts.confirmDelete}
                onEdit={() => setEditing(person)}
                onChanged={list.reload}
                onDeleted={() => {
                  list.select(null);
                  list.reload();
                }}
              />
              {screen.details(person)}
            </div>
          )
        }
      />
      {editing &&
        screen.form(editing === 'new' ? null : editing, (saved) => {
          setEditing(null);
          if (saved) list.reload();
        })}
    </div>
  );
}
