export { listComments } from './queries.ts';
export { ACTIVITY_COMMENTS } from './targets.ts';
