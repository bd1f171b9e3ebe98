export { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
export { useWantedPath } from './Guarded.tsx';
export { type Access, decideAccess } from './guard.ts';
export { sessionApi, toSessionUser } from './sessionApi.ts';
export { useSessionActions } from './useSessionActions.ts';
