export { listComments } from './queries.ts';
export { EVENT_COMMENTS } from './targets.ts';
