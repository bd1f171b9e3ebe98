export { BulkSendModal } from './BulkSendModal.tsx';
export { AREA_VIEW } from './audience.ts';
export { SendProgressList } from './SendProgressList.tsx';
