export { lockForChange, recordNotFound } from './service.ts';
