import { messages, type RecordFields, recordFields } from '@ppd/domain';
import { FormModal, useForm } from '../../ui/index.ts';
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
    <FormModal
      title={title}
      onClose={onClose}
      formId="record-form"
      formClassName="form"
      onSubmit={form.submit(onSave)}
      closeLabel={closeLabel}
      submitLabel={messages.ui.save}
      busy={form.submitting}
    >
      <RecordFieldsForm form={form} {...(onNames ? { onNames } : {})} {...(kept ? { kept } : {})} />
    </FormModal>
  );
}
