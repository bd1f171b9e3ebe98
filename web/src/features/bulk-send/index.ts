export { AREA_VIEW } from './audience.ts';
export { BulkSendModal } from './BulkSendModal.tsx';
export { SendProgressList } from './SendProgressList.tsx';
