import { MAX_DB_INT } from './schemas/fields.ts';

/** How alerts and complaints are named to users: 'F-{id}'. */
export const FOLIO_PREFIX = 'F-';
export const folio = (id: number) => `${FOLIO_PREFIX}${id}`;

/** The id a search names as a whole folio ('F-12', 'f-12' or '12'), or null. */
export function folioSearched(search: string): number | null {
  const digits = /^(?:F-)?(\d{1,10})$/i.exec(search.trim())?.[1];
  const id = Number(digits);
  return digits && id >= 1 && id <= MAX_DB_INT ? id : null;
}

/** A search's exact folio match before every other item (0 between two others): a list's first ordering key. */
export function folioFirst(search: string): (a: { id: number }, b: { id: number }) => number {
  const id = folioSearched(search);
  return (a, b) => Number(b.id === id) - Number(a.id === id);
}
