export { eventKeys } from './eventsApi.ts';
