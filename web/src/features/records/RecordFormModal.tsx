import { messages, type RecordFields, recordFields } from '@ppd/domain';
import { FormFooter, Modal, useForm } from '../../ui/index.ts';
import {
  type KeptSubcategory,
  RecordFieldsForm,
  type RecordFormNames,
  type RecordFormValues,
} from './RecordFieldsForm.tsx';

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
  kept,
}: {
  title: string;
  initial: RecordFormValues;
  closeLabel: string;
  onClose: () => void;
  onSave: (fields: RecordFields) => Promise<void>;
  onNames?: (names: RecordFormNames) => void;
  kept?: KeptSubcategory;
}) {
  const form = useForm(recordFields, initial);
  return (
    <Modal
      open
      busy={form.submitting}
      title={title}
      onClose={onClose}
      footer={
        <FormFooter
          formId="record-form"
          onClose={onClose}
          closeLabel={closeLabel}
          submitLabel={messages.ui.save}
          busy={form.submitting}
        />
      }
    >
      <form id="record-form" className="form" onSubmit={form.submit(onSave)} noValidate>
        <RecordFieldsForm form={form} {...(onNames ? { onNames } : {})} {...(kept ? { kept } : {})} />
      </form>
    </Modal>
  );
}
