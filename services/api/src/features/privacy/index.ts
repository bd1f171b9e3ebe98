export { acceptNotice, requireCurrentConsent } from './consent.ts';
export { type PrivacyRoutesOptions, privacyRoutes } from './routes.ts';
