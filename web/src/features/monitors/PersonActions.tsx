import { messages } from '@ppd/domain';
import { download } from '../../lib/download.ts';
import { useDownload } from '../../lib/useDownload.ts';
import { useInFlight } from '../../lib/useInFlight.ts';
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
  const downloads = useDownload();
  const deleting = useInFlight();
  const toggle = async () => {
    try {
      await peopleApi.setActivity(person.id, !person.inactive);
      onChanged();
    } catch (error) {
      // The spec's client only logged these (part 2 §8, a quirk): the user is told, as for any failed action.
      await dialogs.failed(error);
    }
  };
  const remove = async () => {
    if (!(await dialogs.confirm(confirmDelete, { danger: true }))) return;
    try {
      // Busy until the answer: a second click would ask again and send a second DELETE.
      await deleting.run(person.id, () => peopleApi.remove(kind, person.id));
      onDeleted();
      await dialogs.success(messages.generic.deleted);
    } catch (error) {
      await dialogs.failed(error);
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
      <Button variant="danger" onClick={remove} busy={deleting.has(person.id)}>
        {t.delete}
      </Button>
      <Button
        variant="secondary"
        icon="list"
        busy={downloads.busy()}
        onClick={() => downloads.start(() => download(excel.path, excel.filename))}
      >
        {t.download}
      </Button>
    </div>
  );
}
