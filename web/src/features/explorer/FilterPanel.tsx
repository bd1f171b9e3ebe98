import { messages } from '@ppd/domain';
import type { Ref } from '../records/catalogsApi.ts';
import type { Selection } from './explorerData.ts';

const texts = messages.geo.explorer;

type Key = keyof Selection;

const SECTIONS: { key: Key; title: string; list: 'proyectos' | 'categorias' | 'subcategorias' | 'tipos' }[] = [
  { key: 'projects', title: texts.projects, list: 'proyectos' },
  { key: 'categories', title: texts.categories, list: 'categorias' },
  { key: 'subcategories', title: texts.subcategories, list: 'subcategorias' },
  { key: 'types', title: texts.types, list: 'tipos' },
];

/** PROYECTOS, CATEGORÍAS, SUBCATEGORÍAS, TIPOS: collapsible checkbox lists, each with its clear and select-all buttons. */
export function FilterPanel({
  lists,
  selection,
  onChange,
}: {
  lists: Record<'proyectos' | 'categorias' | 'subcategorias' | 'tipos', readonly Ref[]>;
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const toggle = (key: Key, id: number) => {
    const next = new Set(selection[key]);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ ...selection, [key]: next });
  };
  return (
    <aside className="map-panel explorer-filters" aria-label={texts.filters}>
      <h2 className="map-panel-title">{texts.filters}</h2>
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
    </aside>
  );
}
