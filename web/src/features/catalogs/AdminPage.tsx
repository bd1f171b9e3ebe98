import { configTexts, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogKey } from '../../lib/catalogsApi.ts';
import { failureOf } from '../../lib/queryClient.ts';
import { normalizeText } from '../../lib/text.ts';
import { Button, FailureNotice, Tabs, Truncated } from '../../ui/index.ts';
import { ADMIN_TABS } from './definitions/index.ts';
import { useRowActions } from './RowActions.tsx';
import type { CatalogDef } from './types.ts';
import './catalogs.css';

/**
 * One tab: the searchable list (texts cut at 30 characters, whole on hover) with create, edit and delete. A list
 * that could not be read says so, with Reintentar ('Sin resultados' would invite creating it again).
 */
function AdminList({ def }: { def: CatalogDef }) {
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  const failure = failureOf(list);
  const actions = useRowActions(def);
  const wanted = normalizeText(query);
  const rows = (list.data ?? []).filter((row) => normalizeText(def.title(row)).includes(wanted));
  return (
    <div className="admin-list">
      <div className="admin-toolbar">
        <input
          className="input"
          type="search"
          aria-label={`${configTexts.adminSearch} ${def.label}`}
          placeholder={configTexts.adminSearch}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button icon="plus" onClick={actions.create}>
          {configTexts.create}
        </Button>
      </div>
      <FailureNotice failure={failure} />
      {rows.length === 0 && !failure && (
        <p className="muted">{list.isPending ? messages.ui.loading : messages.ui.noResults}</p>
      )}
      <ul className="admin-items" aria-label={def.label}>
        {rows.map((row) => (
          <li key={row.id} className="admin-item">
            <Truncated text={def.title(row)} />
            {actions.buttons(row)}
          </li>
        ))}
      </ul>
      {actions.dialogs}
    </div>
  );
}

/** Administración (/administracion, admins): projects, categories and subcategories. */
export function AdminPage() {
  return (
    <div className="admin-page">
      <h1>{configTexts.adminTitle}</h1>
      <Tabs
        label={configTexts.adminTabs}
        tabs={ADMIN_TABS.map((def) => ({
          id: def.kind,
          label: def.label,
          content: <AdminList key={def.kind} def={def} />,
        }))}
      />
    </div>
  );
}
