import { messages, recordFields } from '@ppd/domain';
import { Button, Modal, useDialogs, useForm } from '../../ui/index.ts';
import { RecordFieldsForm, type RecordFormValues } from './RecordFieldsForm.tsx';
import { type RecordItem, updateRecord } from './recordsApi.ts';

const texts = messages.geo.records;

const valuesOf = (r: RecordItem): RecordFormValues => ({
  nombre: r.nombre,
  descripcion: r.descripcion,
  id_proyecto: String(r.id_proyecto),
  id_cat_principal: String(r.id_cat_principal),
  id_tipo: String(r.id_tipo),
  id_cat_secundaria: String(r.id_cat_secundaria),
  privado: r.privado ? 'true' : 'false',
});

/** 'Editar registro': the record's texts and classification, checked with the shared schema. */
export function EditRecordModal({
  record,
  onClose,
  onSaved,
}: {
  record: RecordItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dialogs = useDialogs();
  const form = useForm(recordFields, valuesOf(record));
  const save = form.submit(async (fields) => {
    await updateRecord(record.id, fields);
    onSaved();
    await dialogs.success(messages.records.changesSaved);
  });
  return (
    <Modal
      open
      title={texts.editTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.ui.cancel}
          </Button>
          <Button type="submit" form="edit-record-form" busy={form.submitting}>
            {messages.ui.save}
          </Button>
        </>
      }
    >
      <form id="edit-record-form" className="form" onSubmit={save} noValidate>
        <RecordFieldsForm form={form} />
      </form>
    </Modal>
  );
}
