import { configTexts, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { catalogKey } from '../../lib/catalogsApi.ts';
import { failureOf } from '../../lib/queryClient.ts';
import { Button, FailureNotice, LongText, SettingsSection, StackTable } from '../../ui/index.ts';
import { useRowActions } from './RowActions.tsx';
import type { CatalogDef } from './types.ts';

/** Text cells wrap and show a few lines (the whole text on hover); icons and swatches stay as they are. */
const cell = (content: ReactNode) => (typeof content === 'string' ? <LongText text={content} lines={3} /> : content);

/**
 * One Configuración section: the catalogue's table with a create button and Editar / Eliminar per row. A table
 * that could not be read says so above it, with Reintentar.
 */
export function CatalogTable({ def }: { def: CatalogDef }) {
  const titleId = useId();
  const list = useQuery({ queryKey: catalogKey(def.kind), queryFn: def.list });
  const failure = failureOf(list);
  const actions = useRowActions(def);
  const rows = list.data ?? [];

  return (
    <SettingsSection
      title={def.tableTitle ?? def.label}
      titleId={titleId}
      actions={
        <Button icon="plus" onClick={actions.create}>
          {configTexts.create}
        </Button>
      }
    >
      <FailureNotice failure={failure} />
      <StackTable
        columns={[
          ...def.columns.map((c) => ({ label: c.label, className: c.width && `col-${c.width}` })),
          { label: configTexts.columns.actions, className: 'col-actions' },
        ]}
        className="catalog-table"
        labelledBy={titleId}
        note={rows.length === 0 && !failure && (list.isPending ? messages.ui.loading : configTexts.emptyTable)}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            {def.columns.map((c) => (
              <td key={c.label} data-label={c.label}>
                {cell(c.render(row))}
              </td>
            ))}
            <td className="catalog-actions">{actions.buttons(row)}</td>
          </tr>
        ))}
      </StackTable>
      {actions.dialogs}
    </SettingsSection>
  );
}
