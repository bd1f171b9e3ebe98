export { staffCaller } from './audience.ts';
