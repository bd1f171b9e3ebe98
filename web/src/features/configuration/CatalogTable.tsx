import { configTexts, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, IconButton } from '../../ui/index.ts';
import { CatalogModal } from './CatalogModal.tsx';
import { type CatalogDef, type CatalogRow, catalogKey } from './types.ts';
import { useCatalogDelete } from './useCatalogDelete.tsx';

/** One Configuración section: the catalogue's table with a create button and Editar / Eliminar per row. */
export function CatalogTable({ def }: { def: CatalogDef }) {
  const titleId = useId();
  const { data, isPending, isError } = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const deletion = useCatalogDelete();
  const rows = data ?? [];
  const empty = isPending ? messages.ui.loading : isError ? messages.generic.error : configTexts.emptyTable;

  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <header className="catalog-header">
        <h2 id={titleId}>{def.tableTitle ?? def.label}</h2>
        <Button icon="plus" onClick={() => setEditing('new')}>
          {configTexts.create}
        </Button>
      </header>
      <table className="catalog-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            {def.columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">{configTexts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={def.columns.length + 1} className="muted">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id}>
              {def.columns.map((c) => (
                <td key={c.label}>{c.render(row)}</td>
              ))}
              <td className="catalog-actions">
                <IconButton
                  icon="edit"
                  label={`${messages.ui.edit} ${def.title(row)}`}
                  onClick={() => setEditing(row)}
                />
                <IconButton
                  icon="remove"
                  label={`${configTexts.remove} ${def.title(row)}`}
                  onClick={() => void deletion.remove(def, row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && <CatalogModal def={def} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </section>
  );
}
