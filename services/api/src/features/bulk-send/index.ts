export { audienceCount, checkArea, createBulkSend, deleteSendsOf } from './service.ts';
