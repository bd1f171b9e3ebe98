import { messages } from '@ppd/domain';
import { useMemo } from 'react';
import { useDialogs } from '../../ui/index.ts';
import type { RecordFormValues } from './RecordFieldsForm.tsx';
import { RecordFormModal } from './RecordFormModal.tsx';
import { type RecordItem, updateRecord } from './recordsApi.ts';

const valuesOf = (r: RecordItem): RecordFormValues => ({
  nombre: r.nombre,
  descripcion: r.descripcion,
  id_proyecto: String(r.id_proyecto),
  id_cat_principal: String(r.id_cat_principal),
  id_tipo: String(r.id_tipo),
  id_cat_secundaria: String(r.id_cat_secundaria),
  privado: r.privado ? 'true' : 'false',
});

/** 'Editar registro': the record's texts and classification. */
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
  const initial = useMemo(() => valuesOf(record), [record]);
  const kept = useMemo(
    () => ({
      id_cat_principal: initial.id_cat_principal,
      id_tipo: initial.id_tipo,
      subcategory: { id: record.id_cat_secundaria, nombre: record.cat_secundaria_nombre },
    }),
    [initial, record],
  );
  return (
    <RecordFormModal
      title={messages.geo.records.editTitle}
      initial={initial}
      kept={kept}
      closeLabel={messages.ui.cancel}
      onClose={onClose}
      onSave={async (fields) => {
        await updateRecord(record.id, fields);
        onSaved();
        await dialogs.success(messages.records.changesSaved);
      }}
    />
  );
}
