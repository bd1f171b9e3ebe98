import { configTexts, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { normalizeText } from '../../lib/text.ts';
import { Button, IconButton, Tabs, truncate } from '../../ui/index.ts';
import { CatalogModal } from './CatalogModal.tsx';
import { ADMIN_TABS } from './catalogs/index.ts';
import { type CatalogDef, type CatalogRow, catalogKey } from './types.ts';
import { useCatalogDelete } from './useCatalogDelete.tsx';
import './configuration.css';

/** One tab: the searchable list (texts cut at 30 characters, whole on hover) with create, edit and delete. */
function AdminList({ def }: { def: CatalogDef }) {
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const { data = [], isPending } = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  const deletion = useCatalogDelete();
  const wanted = normalizeText(query);
  const rows = data.filter((row) => normalizeText(def.title(row)).includes(wanted));
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
        <Button icon="plus" onClick={() => setEditing('new')}>
          {configTexts.create}
        </Button>
      </div>
      {rows.length === 0 && <p className="muted">{isPending ? messages.ui.loading : messages.ui.noResults}</p>}
      <ul className="admin-items" aria-label={def.label}>
        {rows.map((row) => (
          <li key={row.id} className="admin-item">
            <span title={def.title(row)}>{truncate(def.title(row))}</span>
            <IconButton icon="edit" label={`${messages.ui.edit} ${def.title(row)}`} onClick={() => setEditing(row)} />
            <IconButton
              icon="remove"
              label={`${configTexts.remove} ${def.title(row)}`}
              onClick={() => void deletion.remove(def, row)}
            />
          </li>
        ))}
      </ul>
      {editing && <CatalogModal def={def} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
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
