import type { ActivityView } from '@ppd/domain';

export interface ActivityFilters {
  search: string;
  /** -1: every category (spec §9). */
  category: number;
  order: 'asc' | 'desc';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Search by activity or place name (case- and accent-insensitive), one category or all, sorted by name. */
export function filterActivities(
  activities: readonly ActivityView[],
  { search, category, order }: ActivityFilters,
): ActivityView[] {
  const wanted = fold(search.trim());
  const sign = order === 'asc' ? 1 : -1;
  return activities
    .filter((e) => category === -1 || e.category_id === category)
    .filter((e) => !wanted || fold(e.nombre).includes(wanted) || fold(e.lugar).includes(wanted))
    .sort((a, b) => sign * a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }) || a.id - b.id);
}
