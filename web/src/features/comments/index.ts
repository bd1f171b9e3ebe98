export { CommentsModal } from './CommentsModal.tsx';
