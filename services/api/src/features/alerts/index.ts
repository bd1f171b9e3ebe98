export { chatSheet } from './chat-sheet.ts';
export { matches } from './queries.ts';
export { reopenAlertsOf } from './service.ts';
