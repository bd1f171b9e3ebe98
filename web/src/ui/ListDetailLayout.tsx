import { messages } from '@ppd/domain';
import { type ReactNode, useId, useState } from 'react';
import type { ListFailure } from '../lib/queryClient.ts';
import { Button } from './Button.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { Icon } from './Icon.tsx';
import type { SortDirection } from './listControls.ts';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

export interface ListDetailLayoutProps<T> {
  title: string;
  /** Shown next to the title; the number of items listed by default. */
  count?: number;
  search?: { value: string; onChange: (value: string) => void; label?: string; placeholder?: string };
  filter?: {
    label: string;
    value: string;
    options: readonly FilterOption[];
    onChange: (value: string) => void;
    /** A select (default) or a row of tabs with counts (Todos / Abiertas / ...). */
    variant?: 'select' | 'tabs';
  };
  sort?: { direction: SortDirection; onToggle: () => void; label: string };
  onAdd?: () => void;
  addLabel?: string;
  /** More header buttons (exports, calendar ...). */
  actions?: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, selected: boolean) => ReactNode;
  selectedKey?: string | number | null;
  onSelect?: (item: T) => void;
  /** The right-hand side; a hint to pick an item when nothing is selected. */
  detail?: ReactNode;
  loading?: boolean;
  /** The list could not be read: said above it, with Reintentar (an empty list would look like no data). */
  failed?: ListFailure | null;
  emptyText?: string;
  /** Below the list (e.g. 'Cargar más' for a paged list). */
  footer?: ReactNode;
}

/**
 * The row of a list of records with ids that is open beside it: `selectedId` for the page, `listProps` for the
 * ListDetailLayout (each row keyed and picked by its id).
 */
export function useSelectedId() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listProps = {
    getKey: (item: { id: number }) => item.id,
    selectedKey: selectedId,
    onSelect: (item: { id: number }) => setSelectedId(item.id),
  };
  return { selectedId, setSelectedId, listProps };
}

/**
 * The screen pattern of monitors, gestores, records, events, alerts: a searchable list and a detail, side by side;
 * on a narrow screen one at a time (choosing an item shows its detail, 'Volver a la lista' the list).
 */
export function ListDetailLayout<T>(props: ListDetailLayoutProps<T>) {
  const { items, getKey, renderItem, selectedKey, onSelect, detail, loading, failed, footer } = props;
  const titleId = useId();
  const [view, setView] = useState<'list' | 'detail'>('list');
  return (
    <div className="list-detail" data-view={view}>
      <section className="list-pane" aria-labelledby={titleId}>
        <ListHeader {...props} titleId={titleId} />
        <FailureNotice failure={failed ?? null} />
        {loading ? (
          <p className="list-empty">{messages.ui.loading}</p>
        ) : items.length === 0 ? (
          !failed && <p className="list-empty">{props.emptyText ?? messages.ui.noResults}</p>
        ) : (
          <ul className="list-items" aria-labelledby={titleId}>
            {items.map((item) => {
              const key = getKey(item);
              const selected = key === selectedKey;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="list-item"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => {
                      onSelect?.(item);
                      setView('detail');
                    }}
                  >
                    {renderItem(item, selected)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {!loading && footer}
      </section>
      <section className="detail-pane">
        <Button variant="link" icon="arrowLeft" className="detail-back" onClick={() => setView('list')}>
          {messages.ui.backToList}
        </Button>
        {detail ?? <p className="detail-empty">{messages.ui.selectItem}</p>}
      </section>
    </div>
  );
}

function ListHeader<T>({
  title,
  titleId,
  count,
  items,
  search,
  filter,
  sort,
  onAdd,
  addLabel,
  actions,
}: ListDetailLayoutProps<T> & { titleId: string }) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="list-header">
      <div className="list-title-row">
        <h1 id={titleId} className="list-title">
          {title} <span className="count-badge">{count ?? items.length}</span>
        </h1>
        <div className="list-actions">
          {sort && (
            <Button
              variant="ghost"
              className="btn-icon"
              aria-label={`${sort.label}: ${sort.direction === 'asc' ? messages.ui.sortAscending : messages.ui.sortDescending}`}
              title={sort.direction === 'asc' ? messages.ui.sortAscending : messages.ui.sortDescending}
              onClick={sort.onToggle}
            >
              <Icon name={sort.direction === 'asc' ? 'arrowUp' : 'arrowDown'} />
            </Button>
          )}
          {actions}
          {onAdd && (
            <Button icon="plus" onClick={onAdd}>
              {addLabel ?? messages.ui.add}
            </Button>
          )}
        </div>
      </div>
      {search && (
        <div className="search-box">
          <label htmlFor={searchId} className="visually-hidden">
            {search.label ?? messages.ui.search}
          </label>
          <Icon name="search" />
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder={search.placeholder ?? messages.ui.search}
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
          />
        </div>
      )}
      {filter && filter.variant === 'tabs' && (
        // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
        <div className="filter-tabs" role="group" aria-label={filter.label}>
          {filter.options.map((o) => (
            <button
              key={o.value}
              type="button"
              className="filter-tab"
              aria-pressed={o.value === filter.value}
              onClick={() => filter.onChange(o.value)}
            >
              {o.label}
              {o.count != null && <span className="tab-badge">{o.count}</span>}
            </button>
          ))}
        </div>
      )}
      {filter && filter.variant !== 'tabs' && (
        <div className="filter-select">
          <label htmlFor={filterId}>{filter.label}</label>
          <select
            id={filterId}
            className="input select"
            value={filter.value}
            onChange={(e) => filter.onChange(e.target.value)}
          >
            {filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.count != null ? `${o.label} (${o.count})` : o.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
