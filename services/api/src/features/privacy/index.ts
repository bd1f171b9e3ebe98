export { touchVisitors } from './activity.ts';
export { acceptNotice, requireCurrentConsent } from './consent.ts';
export { exportPersonData } from './export.ts';
export { setSendPreferences } from './preferences.ts';
export { type PrivacyRoutesOptions, privacyRoutes } from './routes.ts';
