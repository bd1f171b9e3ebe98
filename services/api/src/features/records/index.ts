export { type ExportedFields, exportProperties } from './exports/formats.ts';
export { lockForChange, recordNotFound } from './service.ts';
