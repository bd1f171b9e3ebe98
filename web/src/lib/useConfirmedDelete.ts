import { useDialogs } from '../ui/index.ts';
import { useInFlight } from './useInFlight.ts';

interface DeleteSteps<T> {
  /** '¿Desea eliminar …?' */
  question: string | ((item: T) => string);
  /** The DELETE, and whatever must finish before the item has left the screen. */
  remove: (item: T) => Promise<unknown>;
  /** What the screen does once the item is gone, before the success dialog. */
  onDeleted?: (item: T) => void;
  /** The success dialog's text. */
  deleted: string;
  /** A refusal the screen explains itself: returns true when it did, and the generic failure dialog is not shown. */
  explained?: (error: unknown) => boolean;
}

/**
 * Every screen's delete: asks, deletes with the item's button busy until the answer (a second click would ask
 * again and send a second DELETE), then says it was deleted, or why not.
 */
export function useConfirmedDelete<T extends { id: number }>(steps: DeleteSteps<T>) {
  const dialogs = useDialogs();
  const deleting = useInFlight();

  const remove = async (item: T) => {
    const question = typeof steps.question === 'function' ? steps.question(item) : steps.question;
    if (!(await dialogs.confirm(question, { danger: true }))) return;
    try {
      await deleting.run(item.id, () => steps.remove(item));
    } catch (error) {
      if (!steps.explained?.(error)) await dialogs.failed(error);
      return;
    }
    steps.onDeleted?.(item);
    await dialogs.success(steps.deleted);
  };

  return { remove, busy: (item: { id: number }) => deleting.has(item.id) };
}
