import { messages } from '@ppd/domain';
import { useState } from 'react';
import type { Ref } from '../../lib/catalogsApi.ts';
import { Icon } from '../../ui/index.ts';
import type { Selection } from './explorerData.ts';

const texts = messages.geo.explorer;

type Key = keyof Selection;

const SECTIONS: { key: Key; title: string; list: 'proyectos' | 'categorias' | 'subcategorias' | 'tipos' }[] = [
  { key: 'projects', title: texts.projects, list: 'proyectos' },
  { key: 'categories', title: texts.categories, list: 'categorias' },
  { key: 'subcategories', title: texts.subcategories, list: 'subcategorias' },
  { key: 'types', title: texts.types, list: 'tipos' },
];

/** Below this width (a phone) the filters start folded: open, they would cover half of the map. */
const FOLDED_FROM = '(max-width: 760px)';
const startsOpen = () => typeof window.matchMedia !== 'function' || !window.matchMedia(FOLDED_FROM).matches;

/**
 * PROYECTOS, CATEGORÍAS, SUBCATEGORÍAS, TIPOS: collapsible checkbox lists, each with its clear and select-all
 * buttons, under a heading that folds the whole panel.
 */
export function FilterPanel({
  lists,
  selection,
  onChange,
}: {
  lists: Record<'proyectos' | 'categorias' | 'subcategorias' | 'tipos', readonly Ref[]>;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const [open, setOpen] = useState(startsOpen);
  const toggle = (key: Key, id: number) => {
    const next = new Set(selection[key]);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ ...selection, [key]: next });
  };
  return (
    <aside className="map-panel explorer-filters" aria-label={texts.filters}>
      <h2 className="map-panel-title">
        <button
          type="button"
          className="filter-toggle"
          aria-expanded={open}
          title={open ? texts.hideFilters : texts.showFilters}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="filter" size={16} />
          {texts.filters}
          <Icon name="chevronDown" size={16} className="filter-toggle-chevron" />
        </button>
      </h2>
      <div hidden={!open}>
        {SECTIONS.map(({ key, title, list }) => (
          <details key={key} className="filter-section" open={key === 'types'}>
            <summary>
              {title}
              {selection[key].size > 0 && <span className="count-badge">{selection[key].size}</span>}
            </summary>
            <div className="filter-options">
              {lists[list].map((item) => (
                <label key={item.id} className="map-radio">
                  <input type="checkbox" checked={selection[key].has(item.id)} onChange={() => toggle(key, item.id)} />
                  {item.nombre}
                </label>
              ))}
            </div>
            <div className="filter-actions">
              <button
                type="button"
                className="btn btn-link filter-clear"
                onClick={() => onChange({ ...selection, [key]: new Set<number>() })}
              >
                {texts.clear} ({title})
              </button>
              <button
                type="button"
                className="btn btn-link filter-all"
                onClick={() => onChange({ ...selection, [key]: new Set(lists[list].map((item) => item.id)) })}
              >
                {texts.selectAll} ({title})
              </button>
            </div>
          </details>
        ))}
      </div>
    </aside>
  );
}
