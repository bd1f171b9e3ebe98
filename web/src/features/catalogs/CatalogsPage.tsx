import { apiKeyTexts, clockTexts, configTexts, noticePanelTexts, positionTexts, retentionTexts } from '@ppd/domain';
import { type ComponentType, useState } from 'react';
import { normalizeText } from '../../lib/text.ts';
import { IntegrationsPanel } from '../integrations/index.ts';
import { CatalogTable } from './CatalogTable.tsx';
import { DataRetentionPanel } from './data-retention/DataRetentionPanel.tsx';
import { CONFIG_SECTIONS } from './definitions/index.ts';
import { PositionRetentionPanel } from './position-retention/PositionRetentionPanel.tsx';
import { PrivacyNoticePanel } from './privacy-notice/PrivacyNoticePanel.tsx';
import { ResponseTargetsPanel } from './response-targets/ResponseTargetsPanel.tsx';
import './catalogs.css';

/** The catalogues, then Integraciones: the panels of the interfaces other systems use. */
const ENTRIES: { kind: string; label: string }[] = [
  ...CONFIG_SECTIONS,
  { kind: 'response-targets', label: clockTexts.targetsTitle },
  { kind: 'position-retention', label: positionTexts.retentionTitle },
  { kind: 'data-retention', label: retentionTexts.title },
  { kind: 'privacy-notice', label: noticePanelTexts.title },
  { kind: 'integrations', label: apiKeyTexts.area },
];

/** The sections that are panels of their own rather than a catalogue's table. */
const PANELS: Record<string, ComponentType> = {
  'response-targets': ResponseTargetsPanel,
  'position-retention': PositionRetentionPanel,
  'data-retention': DataRetentionPanel,
  'privacy-notice': PrivacyNoticePanel,
  integrations: IntegrationsPanel,
};

/**
 * Configuración (admins): the sections on the left, searchable by name, and the chosen catalogue's table, or the
 * Integraciones panels.
 */
export function CatalogsPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(ENTRIES[0]!.kind);
  const wanted = normalizeText(query);
  const sections = ENTRIES.filter((s) => normalizeText(s.label).includes(wanted));
  const current = CONFIG_SECTIONS.find((s) => s.kind === selected);
  const Panel = PANELS[selected] ?? IntegrationsPanel;
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
      {current ? <CatalogTable key={current.kind} def={current} /> : <Panel />}
    </div>
  );
}
