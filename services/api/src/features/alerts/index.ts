export { chatSheet } from './chat-sheet.ts';
export { assignmentClockStart, matches } from './queries.ts';
export { reopenAlertsOf } from './service.ts';
