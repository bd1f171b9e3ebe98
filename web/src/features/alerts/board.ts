import { type AlertTab, type AlertView, folioFirst } from '@ppd/domain';
import { normalizeText } from '../../lib/text.ts';
import type { SortDirection } from '../../ui/index.ts';

/** How many alerts one page of the board brings. */
export const ALERT_PAGE_SIZE = 200;

export const inTab = (alert: AlertView, tab: AlertTab) =>
  tab === 'Todos' || alert.status === tab || (tab === 'ATENDIDA' && alert.status === 'CERRADA');

/** What the held alerts were fetched for: the search and the order. */
export interface BoardQuery {
  search: string;
  order: SortDirection;
}

/** The server's order: the searched folio first, then by date, then by id. */
function alertOrder({ search, order }: BoardQuery): (a: AlertView, b: AlertView) => number {
  const first = folioFirst(search);
  const sign = order === 'asc' ? 1 : -1;
  return (a, b) => first(a, b) || sign * (Date.parse(a.fecha_alerta) - Date.parse(b.fecha_alerta) || a.id - b.id);
}

/**
 * The board holds the first alerts of the server's list (every status, the chosen order): a prefix of it. The
 * next page starts at the page holding the first alert not yet loaded; the rows already held are skipped.
 */
export const nextPage = (loaded: number) => Math.floor(loaded / ALERT_PAGE_SIZE) + 1;

/**
 * Of two copies of an alert, the one that changed last (pushes and pages may arrive out of order); on a tie the one
 * just read, which carries names the alert's row does not date (its authority's, its visitor's).
 */
const newer = (held: AlertView, other: AlertView) => (other.updated_at >= held.updated_at ? other : held);

/** Each held alert replaced by `fresh`'s copy of it unless the held one is newer; the same array when none is. */
function refreshed(current: AlertView[], fresh: Map<number, AlertView>): AlertView[] {
  const next = current.map((a) => {
    const other = fresh.get(a.id);
    return other ? newer(a, other) : a;
  });
  return next.some((a, i) => a !== current[i]) ? next : current;
}

/** A fetched page added to the held alerts; an alert already held keeps whichever copy is newer. */
export function mergePage(current: AlertView[], rows: AlertView[], query: BoardQuery): AlertView[] {
  const kept = refreshed(current, new Map(rows.map((a) => [a.id, a])));
  const held = new Set(current.map((a) => a.id));
  const added = rows.filter((a) => !held.has(a.id));
  return added.length === 0 ? kept : [...kept, ...added].sort(alertOrder(query));
}

/**
 * A pushed alert: replaced where held; otherwise added only where it falls inside the held prefix (or when the
 * whole list is held), so a later page neither skips nor repeats it.
 */
export function upsertAlert(current: AlertView[], alert: AlertView, query: BoardQuery, complete: boolean): AlertView[] {
  if (current.some((a) => a.id === alert.id)) return refreshed(current, new Map([[alert.id, alert]]));
  const compare = alertOrder(query);
  const last = current.at(-1);
  const inside = complete || (last !== undefined && compare(alert, last) < 0);
  return inside ? [...current, alert].sort(compare) : current;
}

/**
 * An alert read afresh by itself: its held version replaced, or dropped when the server no longer has it (`null`).
 * Alerts not held stay out: where it would fall among the held ones is for the pages to say.
 */
export function refreshedAlert(current: AlertView[], id: number, fresh: AlertView | null): AlertView[] {
  if (!current.some((a) => a.id === id)) return current;
  return fresh ? refreshed(current, new Map([[id, fresh]])) : current.filter((a) => a.id !== id);
}

/** The fields the server's search reads, as one text. */
const searchable = (a: AlertView) =>
  [`F-${a.id}`, a.alerta_type, a.user_info.name, a.user_info.last_name, a.authority_name, a.authority_lastname]
    .concat(a.comentario_visitante, a.comentario_autoridad ?? '')
    .join(' ');

/** Whether an alert falls under the board's search (none: every alert does). */
export const underSearch = (alert: AlertView, search: string) =>
  !search || normalizeText(searchable(alert)).includes(normalizeText(search));

/**
 * A pushed alert applied to the held ones: replaced or placed (`upsertAlert`), or dropped when it no longer falls
 * under the search (say it was found by the authority it has just lost).
 */
export function applyPush(current: AlertView[], alert: AlertView, query: BoardQuery, complete: boolean): AlertView[] {
  if (underSearch(alert, query.search)) return upsertAlert(current, alert, query, complete);
  return current.some((a) => a.id === alert.id) ? current.filter((a) => a.id !== alert.id) : current;
}

/**
 * The first page of a reload with the pushes that arrived while it was read applied again on top: the read may
 * have begun before their change committed, and must not take back what they showed (an alert attended, or raised).
 */
export function reloadedBoard(rows: AlertView[], overtaking: AlertView[], query: BoardQuery, total: number) {
  return overtaking.reduce((list, alert) => applyPush(list, alert, query, list.length >= total), rows);
}
