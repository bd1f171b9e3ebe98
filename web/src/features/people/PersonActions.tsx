import { messages } from '@ppd/domain';
import { isGoneMeanwhile } from '../../lib/api.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { useDownload } from '../../lib/useDownload.ts';
import { Button, useDialogs } from '../../ui/index.ts';
import { type PersonKind, peopleApi } from './peopleApi.ts';

const t = messages.board.people;

/** Editar, Activar/Desactivar, Eliminar (after confirming) and the Excel download of one person. */
export function PersonActions({
  person,
  kind,
  confirmDelete,
  onEdit,
  onChanged,
  onDeleted,
}: {
  person: { id: number; inactive: boolean };
  kind: PersonKind;
  confirmDelete: string;
  onEdit: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const dialogs = useDialogs();
  const downloads = useDownload();
  const deletion = useConfirmedDelete<{ id: number }>({
    question: confirmDelete,
    remove: (item) => peopleApi.remove(kind, item.id),
    onDeleted,
    deleted: messages.generic.deleted,
    // Deleted meanwhile by another admin: the 404's message is shown, and the list drops them.
    explained: (error) => {
      if (isGoneMeanwhile(error)) onDeleted();
      return false;
    },
  });
  const toggle = async () => {
    try {
      await peopleApi.setActivity(person.id, !person.inactive);
      onChanged();
    } catch (error) {
      // The spec's client only logged these (part 2 §8, a quirk): the user is told, as for any failed action.
      await dialogs.failed(error);
      if (isGoneMeanwhile(error)) onDeleted();
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
      <Button variant="danger" onClick={() => void deletion.remove(person)} busy={deletion.busy(person)}>
        {t.delete}
      </Button>
      <Button
        variant="secondary"
        icon="list"
        busy={downloads.busy()}
        onClick={() => downloads.start(() => peopleApi.download(kind, person.id))}
      >
        {t.download}
      </Button>
    </div>
  );
}
