import { messages } from '@ppd/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { applyListControls, type SortDirection } from '../../ui/index.ts';
import { type ActivityFilter, matchesActivity } from './peopleApi.ts';

const t = messages.board.people;

interface Person {
  id: number;
  name: string;
  last_name: string;
  email: string;
  inactive: boolean;
}

/** Monitores and Gestores share the list: load, search, Todos/Activos/Inactivos, name sort (A→Z by default). */
export function usePeopleList<P extends Person>(load: () => Promise<P[]>) {
  const [people, setPeople] = useState<P[] | null>(null);
  const [query, setQuery] = useState('');
  const [activity, setActivity] = useState<ActivityFilter>('all');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const reload = useCallback(() => {
    load().then(setPeople, () => setPeople((current) => current ?? []));
  }, [load]);
  useEffect(reload, [reload]);

  const items = useMemo(
    () =>
      applyListControls(people ?? [], {
        query,
        searchText: (p) => `${p.name} ${p.last_name} ${p.email}`,
        filter: (p) => matchesActivity(p, activity),
        sortKey: (p) => `${p.name} ${p.last_name}`,
        direction,
      }),
    [people, query, activity, direction],
  );

  return {
    loading: people === null,
    items,
    reload,
    selected: people?.find((p) => p.id === selectedId) ?? null,
    select: (p: P | null) => setSelectedId(p?.id ?? null),
    layout: {
      search: { value: query, onChange: setQuery },
      filter: {
        label: t.filter,
        value: activity,
        options: [
          { value: 'all', label: t.all },
          { value: 'active', label: t.active },
          { value: 'inactive', label: t.inactive },
        ],
        onChange: (v: string) => setActivity(v as ActivityFilter),
      },
      sort: { direction, onToggle: () => setDirection((d) => (d === 'asc' ? 'desc' : 'asc')), label: t.sortByName },
    },
  };
}
