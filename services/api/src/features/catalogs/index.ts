export { listTypes } from './queries.ts';
