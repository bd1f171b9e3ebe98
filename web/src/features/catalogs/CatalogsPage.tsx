import { configTexts } from '@ppd/domain';
import { useState } from 'react';
import { normalizeText } from '../../lib/text.ts';
import { CatalogTable } from './CatalogTable.tsx';
import { CONFIG_SECTIONS } from './definitions/index.ts';
import './catalogs.css';

/** Configuración (admins): the sections on the left, searchable by name, and the chosen catalogue's table. */
export function CatalogsPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(CONFIG_SECTIONS[0]!.kind);
  const wanted = normalizeText(query);
  const sections = CONFIG_SECTIONS.filter((s) => normalizeText(s.label).includes(wanted));
  const current = CONFIG_SECTIONS.find((s) => s.kind === selected)!;
  return (
    <div className="config-page">
      <nav className="config-sections" aria-label={configTexts.sectionsLabel}>
        <h1>{configTexts.title}</h1>
        <input
          className="input"
          type="search"
          aria-label={configTexts.searchSections}
          placeholder={configTexts.searchSections}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ul>
          {sections.map((s) => (
            <li key={s.kind}>
              <button
                type="button"
                className="list-item"
                aria-current={s.kind === selected ? 'true' : undefined}
                onClick={() => setSelected(s.kind)}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <CatalogTable key={current.kind} def={current} />
    </div>
  );
}
