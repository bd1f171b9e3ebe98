import { normalizeText } from '../lib/text.ts';

export type SortDirection = 'asc' | 'desc';

export interface ListControls<T> {
  /** The search box text; matched accent- and case-insensitively against `searchText`. */
  query?: string;
  searchText?: (item: T) => string;
  /** Keeps the items it returns true for (the filter select or tabs). */
  filter?: (item: T) => boolean;
  sortKey?: (item: T) => string | number | Date | null | undefined;
  direction?: SortDirection;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compareKeys(a: string | number | Date | null | undefined, b: string | number | Date | null | undefined) {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1; // blanks last
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/** Search, filter and sort for the left list of a list-and-detail screen. Returns a new array. */
export function applyListControls<T>(items: readonly T[], controls: ListControls<T>): T[] {
  const query = normalizeText(controls.query ?? '');
  const { searchText, filter, sortKey, direction = 'asc' } = controls;
  const kept = items.filter(
    (item) => (!filter || filter(item)) && (!query || !searchText || normalizeText(searchText(item)).includes(query)),
  );
  if (!sortKey) return kept;
  const sign = direction === 'asc' ? 1 : -1;
  return kept
    .map((item, index) => ({ item, index, key: sortKey(item) }))
    .sort((a, b) => {
      const byKey = compareKeys(a.key, b.key);
      if (byKey === 0) return a.index - b.index;
      const blank = a.key == null || b.key == null;
      return blank ? byKey : byKey * sign;
    })
    .map((entry) => entry.item);
}

/** Shortens list text as the spec shows it: 30 characters plus an ellipsis. */
export function truncate(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
