import './zod-locale.ts';

export { configTexts } from './config-texts.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './realtime.ts';
export * from './schemas/alerts.ts';
export * from './schemas/audit.ts';
export * from './schemas/catalogs.ts';
export * from './schemas/fields.ts';
export * from './schemas/people.ts';
export * from './schemas/records.ts';
export * from './schemas/session.ts';
export * from './validation.ts';
