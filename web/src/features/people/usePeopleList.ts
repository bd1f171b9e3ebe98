import { messages } from '@ppd/domain';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { applyListControls, type SortDirection } from '../../ui/index.ts';
import { type ActivityFilter, matchesActivity } from './peopleApi.ts';

const t = messages.board.people;

/** What every listed person carries, whatever their kind. */
export interface Person {
  id: number;
  name: string;
  last_name: string;
  email: string;
  inactive: boolean;
}

/**
 * Monitores and Gestores share the list: cached under `list.queryKey`, searched, Todos/Activos/Inactivos, name sort
 * (A→Z by default). `reload` after a change fetches it again.
 */
export function usePeopleList<P extends Person, K extends QueryKey>(list: UseQueryOptions<P[], Error, P[], K>) {
  const client = useQueryClient();
  const read = useQuery(list);
  const { data: people, isPending } = read;
  const [query, setQuery] = useState('');
  const [activity, setActivity] = useState<ActivityFilter>('all');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [selectedId, setSelectedId] = useState<number | null>(null);

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
    loading: isPending,
    failed: failureOf(read),
    items,
    reload: () => void client.invalidateQueries({ queryKey: list.queryKey }),
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
