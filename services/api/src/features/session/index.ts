export { reportPosition } from './position.ts';
