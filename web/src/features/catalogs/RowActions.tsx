import { configTexts, messages } from '@ppd/domain';
import { useState } from 'react';
import { IconButton } from '../../ui/index.ts';
import { CatalogModal } from './CatalogModal.tsx';
import type { CatalogDef, CatalogRow } from './types.ts';
import { useCatalogDelete } from './useCatalogDelete.tsx';

/**
 * Crear, and Editar / Eliminar per row, of one catalogue (the Configuración table and the Administración list):
 * the buttons, named after the row for screen readers, and the modal and dialogs they open.
 */
export function useRowActions(def: CatalogDef) {
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const deletion = useCatalogDelete(def);
  return {
    create: () => setEditing('new'),
    buttons: (row: CatalogRow) => (
      <>
        <IconButton icon="edit" label={`${messages.ui.edit} ${def.title(row)}`} onClick={() => setEditing(row)} />
        <IconButton
          icon="remove"
          label={`${configTexts.remove} ${def.title(row)}`}
          busy={deletion.busy(row)}
          onClick={() => void deletion.remove(row)}
        />
      </>
    ),
    dialogs: (
      <>
        {editing && (
          <CatalogModal def={def} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
        {deletion.dialog}
      </>
    ),
  };
}
