import { type AffectedRows, configTexts, type DeleteBlocked, messages } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api.ts';
import { fill } from '../../lib/text.ts';
import { useInFlight } from '../../lib/useInFlight.ts';
import { Button, Icon, LongText, Modal, useDialogs } from '../../ui/index.ts';
import { catalogsChanged } from '../records/catalogsApi.ts';
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
 * Returns the function to call, whether a row's delete is on its way (its button busy until the answer: a second
 * click would ask again and send a second DELETE) and the dialog to render.
 */
export function useCatalogDelete() {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState<{ message: string; list: AffectedRows } | null>(null);
  const deleting = useInFlight();

  const remove = async (def: CatalogDef, row: CatalogRow) => {
    if (!(await dialogs.confirm(configTexts.confirmDelete[def.kind]))) return;
    try {
      await deleting.run(row.id, async () => {
        await def.remove(row);
        // Busy until the row has left the list too: it would take a second click meanwhile.
        await catalogsChanged(queryClient);
      });
    } catch (error) {
      const found = blockedOf(error);
      if (found) setBlocked(found);
      else await dialogs.failed(error);
      return;
    }
    await dialogs.success(messages.generic.deleted);
  };

  const dialog = blocked && <BlockedDialog blocked={blocked} onClose={() => setBlocked(null)} />;
  return { remove, busy: (row: CatalogRow) => deleting.has(row.id), dialog };
}
