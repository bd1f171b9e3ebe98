import { messages } from '@ppd/domain';
import { download } from '../../lib/download.ts';
import { Button, useDialogs } from '../../ui/index.ts';
import { peopleApi } from './peopleApi.ts';

const t = messages.board.people;

/** Editar, Activar/Desactivar, Eliminar (after confirming) and the Excel download of one person. */
export function PersonActions({
  person,
  kind,
  confirmDelete,
  excel,
  onEdit,
  onChanged,
  onDeleted,
}: {
  person: { id: number; inactive: boolean };
  kind: 'authorities' | 'monitors';
  confirmDelete: string;
  excel: { path: string; filename: string };
  onEdit: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const dialogs = useDialogs();
  const toggle = async () => {
    try {
      await peopleApi.setActivity(person.id, !person.inactive);
      onChanged();
    } catch (error) {
      // Failures of activate are only logged (spec part 2 §8), unless the server explains them.
      console.error(error);
      if ((error as { status?: number }).status === 403) await dialogs.error((error as Error).message);
    }
  };
  const remove = async () => {
    if (!(await dialogs.confirm(confirmDelete, { danger: true }))) return;
    try {
      await peopleApi.remove(kind, person.id);
      onDeleted();
      await dialogs.success(messages.generic.deleted);
    } catch (error) {
      console.error(error);
      if ((error as { status?: number }).status === 403) await dialogs.error((error as Error).message);
    }
  };
  return (
    <div className="people-actions">
      <Button icon="user" onClick={onEdit}>
        {t.edit}
      </Button>
      <Button variant="secondary" onClick={toggle}>
        {person.inactive ? t.activate : t.deactivate}
      </Button>
      <Button variant="danger" onClick={remove}>
        {t.delete}
      </Button>
      <Button
        variant="secondary"
        icon="list"
        onClick={() => download(excel.path, excel.filename).catch(dialogs.failed)}
      >
        {t.download}
      </Button>
    </div>
  );
}
