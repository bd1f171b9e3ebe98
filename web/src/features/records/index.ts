export {
  catalogKey,
  catalogQueries,
  catalogsApi,
  catalogsChanged,
  listUnder,
  once,
  pickable,
  type Ref,
  type Subcategory,
} from './catalogsApi.ts';
export { MetadataModal } from './MetadataModal.tsx';
export {
  type MediaKind,
  MediaView,
  type MetadataDateFormat,
  mediaDateUnavailable,
  mediaKind,
  metadataRows,
} from './media.tsx';
export { EMPTY_RECORD_FORM, type RecordFormNames } from './RecordFieldsForm.tsx';
export { RecordFormModal } from './RecordFormModal.tsx';
export { createRecord } from './recordsApi.ts';
