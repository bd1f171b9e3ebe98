export { ProfileModal } from './ProfileModal.tsx';
