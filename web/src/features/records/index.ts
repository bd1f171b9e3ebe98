export { EMPTY_RECORD_FORM, type RecordFormNames } from './RecordFieldsForm.tsx';
export { RecordFormModal } from './RecordFormModal.tsx';
export { createRecord } from './recordsApi.ts';
