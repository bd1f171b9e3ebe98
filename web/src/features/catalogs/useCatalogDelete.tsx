import { type AffectedRows, configTexts, type DeleteBlocked, messages } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api.ts';
import { catalogsChanged } from '../../lib/catalogsApi.ts';
import { fill } from '../../lib/text.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { Button, Icon, LongText, Modal } from '../../ui/index.ts';
import type { CatalogDef, CatalogRow } from './types.ts';

/** The lists a blocked delete may carry, in the order the dialog prefers them. */
const LISTS = ['levantamientosAfectados', 'subcategoriasAfectadas', 'eventosAfectados', 'denunciasAfectadas'] as const;

function blockedOf(error: unknown): { message: string; list: AffectedRows } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as DeleteBlocked;
  const list = LISTS.map((key) => body[key]).find((l) => l && l.count > 0);
  return list ? { message: body.message, list } : null;
}

/** 'El elemento que intenta borrar, forma parte de los siguientes levantamientos:' and their names. */
function BlockedDialog({
  blocked,
  onClose,
}: {
  blocked: { message: string; list: AffectedRows };
  onClose: () => void;
}) {
  const more = blocked.list.count - blocked.list.rows.length;
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      hideClose
      title={blocked.message}
      onClose={onClose}
      icon={<Icon name="error" size={44} className="dialog-icon" />}
      className="dialog-tone-error"
      footer={
        <Button variant="danger" onClick={onClose} autoFocus>
          {messages.generic.confirm}
        </Button>
      }
    >
      <ul className="blocked-list">
        {blocked.list.rows.map((r) => (
          <li key={r.id}>
            <LongText text={r.nombre} lines={2} />
          </li>
        ))}
        {more > 0 && <li className="muted">{fill(configTexts.andMore, { count: more })}</li>}
      </ul>
    </Modal>
  );
}

/**
 * Asks '¿Desea eliminar …?', deletes, then says 'Eliminado exitosamente', or shows what blocks the delete.
 * Returns the function to call, whether a row's delete is on its way, and the dialog to render.
 */
export function useCatalogDelete(def: CatalogDef) {
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState<{ message: string; list: AffectedRows } | null>(null);
  const deletion = useConfirmedDelete<CatalogRow>({
    question: configTexts.confirmDelete[def.kind],
    remove: async (row) => {
      await def.remove(row);
      // Busy until the row has left the list too: it would take a second click meanwhile.
      await catalogsChanged(queryClient);
    },
    deleted: messages.generic.deleted,
    explained: (error) => {
      const found = blockedOf(error);
      if (found) setBlocked(found);
      return found !== null;
    },
  });

  const dialog = blocked && <BlockedDialog blocked={blocked} onClose={() => setBlocked(null)} />;
  return { ...deletion, dialog };
}
