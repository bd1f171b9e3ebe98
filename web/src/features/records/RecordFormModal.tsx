import { messages, type RecordFields, recordFields } from '@ppd/domain';
import { Button, Modal, useForm } from '../../ui/index.ts';
import { RecordFieldsForm, type RecordFormNames, type RecordFormValues } from './RecordFieldsForm.tsx';

/**
 * The record's fields in a modal (the save dialog of /mapa and 'Editar registro'), checked with the shared
 * schema; `onSave` gets the parsed fields, and a server's `{ field, message }` lands under its field.
 */
export function RecordFormModal({
  title,
  initial,
  closeLabel,
  onClose,
  onSave,
  onNames,
}: {
  title: string;
  initial: RecordFormValues;
  closeLabel: string;
  onClose: () => void;
  onSave: (fields: RecordFields) => Promise<void>;
  onNames?: (names: RecordFormNames) => void;
}) {
  const form = useForm(recordFields, initial);
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button type="submit" form="record-form" busy={form.submitting}>
            {messages.ui.save}
          </Button>
        </>
      }
    >
      <form id="record-form" className="form" onSubmit={form.submit(onSave)} noValidate>
        <RecordFieldsForm form={form} {...(onNames ? { onNames } : {})} />
      </form>
    </Modal>
  );
}
