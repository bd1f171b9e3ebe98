export { mediaViewer } from './access.ts';
